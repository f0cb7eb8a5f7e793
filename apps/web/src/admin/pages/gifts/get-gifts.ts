import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { giftKeys } from './gift-keys';

/** One page of gifts with their code counts, newest first; one game's only when `appId` is set. */
export function useGifts(page: number, appId: number | undefined) {
  return useQuery({
    queryKey: giftKeys.list(page, appId),
    queryFn: () => adminCall(adminEndpoints.giftList, { page, appId }),
    placeholderData: keepPreviousData,
  });
}
