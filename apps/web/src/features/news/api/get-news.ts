import { apiRoutes, newsTypeOf, type NewsCategoryValue } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall, firstAnswer, firstPageOf } from '../../../lib/api-client';

/** The portal's news and events, or the community (FBC) channel with the same shapes. */
export type NewsChannel = 'portal' | 'fbc';

const listOf = (channel: NewsChannel) =>
  channel === 'fbc' ? apiRoutes.fbcNewsList : apiRoutes.newsList;
const detailOf = (channel: NewsChannel) =>
  channel === 'fbc' ? apiRoutes.fbcNewsDetail : apiRoutes.newsDetail;

const requestOf = (category: NewsCategoryValue | undefined, page: number, pageSize?: number) => ({
  ...(category ? { newsType: newsTypeOf(category) } : {}),
  page,
  pageSize,
});

/** A kind of stored news, asked for by the publisher's `newsType` number. */
export const useNewsList = (
  channel: NewsChannel,
  category?: NewsCategoryValue,
  pageSize?: number,
) =>
  useInfiniteQuery({
    queryKey: ['news', channel, category, pageSize],
    queryFn: ({ pageParam }) => apiCall(listOf(channel), requestOf(category, pageParam, pageSize)),
    initialData: () => firstPageOf(firstAnswer(listOf(channel), requestOf(category, 1, pageSize))),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useNewsDetail = (channel: NewsChannel, newsId: number) =>
  useQuery({
    queryKey: ['news-detail', channel, newsId],
    queryFn: () => apiCall(detailOf(channel), { newsId }),
    enabled: Number.isInteger(newsId) && newsId > 0,
    retry: false,
  });
