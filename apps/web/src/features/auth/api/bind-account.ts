import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { hashPassword } from '../forms/hash-password';

export interface BindAccountInput {
  /** An e-mail address, or dial code plus mobile number. */
  userName: string;
  bindTpye: 0 | 1;
  verCode: string;
  password: string;
}

export const bindAccount = (input: BindAccountInput) =>
  apiCall(apiRoutes.bindAccount, {
    ...input,
    verCode: input.verCode.trim(),
    useVerCode: 1,
    password: hashPassword(input.password),
  });

export const useBindAccount = () => useMutation({ mutationFn: bindAccount });
