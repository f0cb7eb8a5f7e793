import { createDeferredRealtime } from './deferred-realtime';

/** The page's real-time connection and red dots; their code loads when first asked for. */
export const { realtime, redDots: redDotStore } = createDeferredRealtime(() =>
  import('./site-realtime').then((site) => ({
    realtime: site.realtime,
    redDots: site.redDotStore,
  })),
);
