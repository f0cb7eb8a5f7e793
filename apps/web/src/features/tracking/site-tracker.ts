import { logger } from '../../lib/logger';

/**
 * A page view the site reports outside its routes (the login box's tabs). The tracker's code
 * loads with the first one if the page has not loaded it yet; events wait in it for the key.
 */
export const trackPageView = (page: number, appId?: number) => {
  import('./site-tracking').then(
    ({ tracker }) => tracker.trackPageView(page, appId),
    (error: unknown) => logger.warn('tracking: the tracker did not load', error),
  );
};
