import { apiRoutes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { GIFTS_QUERY_KEY } from './get-gift-list';

/** `from` names the page the claim came from (a page id or name). */
export interface ClaimInput {
  giftKey: string;
  from: string | number;
}

/**
 * A claim changes the gift's state and pool whatever its outcome, so every list is read again.
 * A list still on its way was asked for before the claim (the first read after a login runs
 * beside the waiting claim) and may be answered without it: it is dropped and asked again.
 */
export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ giftKey, from }: ClaimInput) => apiCall(apiRoutes.giftClaim, { giftKey, from }),
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: GIFTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: GIFTS_QUERY_KEY });
    },
  });
}
