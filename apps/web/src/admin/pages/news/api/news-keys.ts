import type { AdminNewsListRequest } from '@portal/contracts';

/** Query keys of the console's news; every change drops `all`. */
export const newsKeys = {
  all: ['admin', 'news'] as const,
  list: (filters: AdminNewsListRequest) => ['admin', 'news', 'list', filters] as const,
  detail: (newsId: number) => ['admin', 'news', 'detail', newsId] as const,
};
