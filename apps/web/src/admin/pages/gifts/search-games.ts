import { adminCatalogueEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';

/** Enough matches to pick from; a publisher narrows the list by typing more of the name. */
const MATCHES = 10;

/** Games of the catalogue whose name holds `q` (all states: a gift may be prepared before launch). */
export function useGameSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'game-search', q],
    queryFn: () =>
      adminCall(adminCatalogueEndpoints.gameList, { q: q || undefined, pageSize: MATCHES }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
