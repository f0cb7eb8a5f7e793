import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { hashPassword } from '../forms/hash-password';
import type { ResetAccount } from './password-verify';

export const passwordReset = (input: ResetAccount & { verCode: string; password: string }) =>
  apiCall(
    apiRoutes.passwordReset,
    { ...input, password: hashPassword(input.password) },
    { global: false },
  );

export const usePasswordReset = () => useMutation({ mutationFn: passwordReset });
