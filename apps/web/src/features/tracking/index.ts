export { TrackingConnector } from './tracking-connector';
export { trackPageView } from './site-tracker';
