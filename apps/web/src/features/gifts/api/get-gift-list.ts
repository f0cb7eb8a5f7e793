import {
  apiRoutes,
  GIFT_LIST_MAX_SIZE,
  GiftCondition,
  GiftRequestType,
  type GiftRequestTypeValue,
} from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';

/** Every gift list hangs under this key, so a claim can refresh them all at once. */
export const GIFTS_QUERY_KEY = ['gifts'] as const;

export interface GiftListFilter {
  requestType: GiftRequestTypeValue;
  appId?: number | undefined;
  /** Only gifts that still have codes (giftCondition 1). */
  availableOnly?: boolean;
  pageSize?: number;
}

/**
 * Asked once start-up login has settled: the relogin replaces the session's tokens, so a list
 * asked for meanwhile would be answered as for a visitor, without the player's claimed codes.
 */
export function useGiftList({ requestType, appId, availableOnly, pageSize }: GiftListFilter) {
  const { ready, user } = useSession();
  return useInfiniteQuery({
    queryKey: [
      ...GIFTS_QUERY_KEY,
      'list',
      user?.userId ?? null,
      requestType,
      appId,
      availableOnly,
      pageSize,
    ],
    enabled: ready,
    queryFn: ({ pageParam }) =>
      apiCall(apiRoutes.giftList, {
        requestType,
        appId,
        giftCondition: availableOnly ? GiftCondition.AVAILABLE : GiftCondition.ANY,
        giftListSize: pageSize,
        page: pageParam,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export interface GiftGame {
  appId: number;
  appName: string;
  appIconUrl: string;
}

/** The games that have gifts on show, for the Gift Center's game filter. */
export const useGiftGames = () =>
  useQuery({
    queryKey: [...GIFTS_QUERY_KEY, 'games'],
    queryFn: () =>
      apiCall(apiRoutes.giftList, {
        requestType: GiftRequestType.ALL,
        giftListSize: GIFT_LIST_MAX_SIZE,
      }),
    select: (data): GiftGame[] => {
      const games = new Map<number, GiftGame>();
      for (const { appId, appName, appIconUrl } of data.giftList)
        if (!games.has(appId)) games.set(appId, { appId, appName, appIconUrl });
      return [...games.values()].sort((a, b) => a.appName.localeCompare(b.appName));
    },
  });
