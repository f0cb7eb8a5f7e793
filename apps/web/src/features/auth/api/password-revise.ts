import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { hashPassword } from '../forms/hash-password';

/** Change password; the answer is the session under its new tokens (the old ones are revoked). */
export const passwordRevise = (input: { oriPassword: string; newPassword: string }) =>
  apiCall(apiRoutes.passwordRevise, {
    oriPassword: hashPassword(input.oriPassword),
    newPassword: hashPassword(input.newPassword),
  });

export const usePasswordRevise = () => useMutation({ mutationFn: passwordRevise });
