import { adminEndpoints, type AdminMessageSendRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { messageKeys } from './message-keys';

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminMessageSendRequest) => adminCall(adminEndpoints.messageSend, input),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
