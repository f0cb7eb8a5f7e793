import { reportRead } from './api/report-read';
import { createRealtime } from './realtime-client';
import { createRedDotStore } from './red-dot-store';
import { stompTransport } from './stomp-transport';

/** The page's one red-dot store and one connection. */
export const redDotStore = createRedDotStore();
export const realtime = createRealtime({
  transport: stompTransport,
  redDots: redDotStore,
  reportRead,
});
