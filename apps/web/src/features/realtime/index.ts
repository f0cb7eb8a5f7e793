export { DotGroup } from './dot-groups';
export { RealtimeConnector } from './realtime-connector';
export { realtime } from './page-realtime';
export { usePushListener, useRedDot, useViewRedDot } from './use-red-dot';
