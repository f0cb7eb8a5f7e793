import type { NewsCategoryValue } from './constants.js';

/**
 * The publisher's `newsType`: 0 announcement (our "news"), 1 guide, 2 event. We publish no
 * guides, so newsType 1 lists nothing.
 */
export const NewsType = { ANNOUNCEMENT: 0, GUIDE: 1, EVENT: 2 } as const;
export type NewsTypeValue = (typeof NewsType)[keyof typeof NewsType];
const NEWS_TYPE_OF: Record<NewsCategoryValue, NewsTypeValue> = {
  news: NewsType.ANNOUNCEMENT,
  event: NewsType.EVENT,
};
export const newsTypeOf = (category: NewsCategoryValue): NewsTypeValue => NEWS_TYPE_OF[category];
/** The stored category a newsType lists; null for a type we never publish (guides). */
export const categoryOfNewsType = (type: NewsTypeValue): NewsCategoryValue | null =>
  type === NewsType.ANNOUNCEMENT ? 'news' : type === NewsType.EVENT ? 'event' : null;
