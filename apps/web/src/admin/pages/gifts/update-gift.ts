import { adminEndpoints, type AdminGiftUpdateRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { giftKeys } from './gift-keys';

export function useUpdateGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminGiftUpdateRequest) => adminCall(adminEndpoints.giftUpdate, input),
    onSuccess: () => client.invalidateQueries({ queryKey: giftKeys.all }),
  });
}
