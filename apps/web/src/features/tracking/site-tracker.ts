import { sessionStore } from '../auth/session/session-store';
import { sendTracking } from './api/send-tracking';
import { createTracker } from './tracker';

const userId = () => sessionStore.get().user?.userId ?? null;

/** The site's one tracker; the connector hands it the key once the client config is read. */
export const tracker = createTracker({ send: sendTracking, userId });

export const trackPageView = (page: number, appId?: number) => tracker.trackPageView(page, appId);
