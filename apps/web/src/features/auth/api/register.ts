import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { hashPassword } from '../forms/hash-password';

export interface RegisterInput {
  registerType: 0 | 1;
  userName: string;
  password: string;
  verCode: string;
}

export const register = (input: RegisterInput) =>
  apiCall(
    apiRoutes.register,
    { ...input, verCode: input.verCode.trim(), password: hashPassword(input.password) },
    { global: false },
  );

export const useRegister = () => useMutation({ mutationFn: register });
