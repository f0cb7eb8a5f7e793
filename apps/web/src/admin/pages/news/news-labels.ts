import type { NewsCategoryValue, NewsChannelValue, NewsStateValue } from '@portal/contracts';

export const NEWS_CATEGORY: Record<NewsCategoryValue, string> = { news: 'News', event: 'Event' };
export const NEWS_CHANNEL: Record<NewsChannelValue, string> = {
  portal: 'Portal',
  fbc: 'Community',
};
export const NEWS_STATE: Record<NewsStateValue, { label: string; tone?: 'good' }> = {
  published: { label: 'Published', tone: 'good' },
  draft: { label: 'Draft' },
};
