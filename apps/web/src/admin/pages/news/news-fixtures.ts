import type { AdminNews, AdminNewsItem } from '@portal/contracts';

/** Stories as the console's API answers them, for the tests of these pages. */
export const newsItem = (patch: Partial<AdminNewsItem> = {}): AdminNewsItem => ({
  newsId: 11,
  channel: 'portal',
  category: 'news',
  title: 'Star Hopper is out',
  summary: 'Our new space game.',
  coverUrl: 'http://games/artwork/cover.png',
  appId: null,
  state: 'published',
  publishedAt: 1_700_000_000_000,
  ...patch,
});

export const news = (patch: Partial<AdminNews> = {}): AdminNews => ({
  ...newsItem(),
  contentHtml: '<p>Play it now.</p>',
  ...patch,
});

export const newsPage = (newsList: AdminNewsItem[]) => ({
  newsList,
  page: 1,
  pageSize: 20,
  total: newsList.length,
  hasMore: false,
});
