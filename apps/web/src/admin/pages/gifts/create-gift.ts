import { adminEndpoints, type AdminGiftCreateRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { giftKeys } from './gift-keys';

export function useCreateGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminGiftCreateRequest) => adminCall(adminEndpoints.giftCreate, input),
    onSuccess: () => client.invalidateQueries({ queryKey: giftKeys.all }),
  });
}
