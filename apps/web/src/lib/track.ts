import { VIEW_PAGE_EVENT } from '@portal/contracts';
import { logger } from './logger';

/**
 * Page-view tracking (spec section 7, analytics/source/tracking). The contracts define no
 * tracking endpoint yet, so events go to the log of test devices until the tracking feature
 * lands; the call sites already pass the spec's event name and page ids.
 */
export function trackPageView(pageId: number): void {
  logger.info('track', VIEW_PAGE_EVENT, { pageId });
}
