import { apiRoutes, PLAYED_PAGE_SIZE } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';

export const getPlayedList = (page: number, pageSize: number = PLAYED_PAGE_SIZE) =>
  apiCall(apiRoutes.playedList, { page, pageSize });

/** Keyed by player, so a switch of account never shows the previous player's games. */
export const playedListKey = (userId: number | undefined) => ['played', userId ?? 0] as const;

/** The first page (spec: page size 5): "recently played" in the account dropdown. */
export function useRecentlyPlayed() {
  const { isLogin, user } = useSession();
  return useQuery({
    queryKey: [...playedListKey(user?.userId), 'recent'],
    queryFn: () => getPlayedList(1),
    enabled: isLogin,
  });
}

/** Every page, loaded as the list scrolls: "played games" on the profile page. */
export function usePlayedGames() {
  const { isLogin, user } = useSession();
  return useInfiniteQuery({
    queryKey: [...playedListKey(user?.userId), 'all'],
    queryFn: ({ pageParam }) => getPlayedList(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: isLogin,
  });
}
