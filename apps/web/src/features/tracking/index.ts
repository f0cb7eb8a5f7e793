export { TrackingConnector } from './tracking-connector';
export { tracker, trackPageView } from './site-tracker';
