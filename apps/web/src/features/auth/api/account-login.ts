import { apiRoutes, checkAccountLogin, Code } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';
import { hashPassword } from '../forms/hash-password';

export interface AccountLoginInput {
  /** An e-mail address, or dial code plus mobile number. */
  userName: string;
  /** As typed; hashed here. */
  password: string;
  loginType: 0 | 1;
  graphCode?: string;
}

/** E-mail or mobile login; every refusal (4105, 4055, 4080, ...) is answered by the form. */
export function accountLogin(input: AccountLoginInput) {
  const problem = checkAccountLogin(input.userName, input.password);
  if (problem) return Promise.reject(new ApiError(Code.MISSING_FIELD, problem));
  return apiCall(
    apiRoutes.accountLogin,
    {
      userName: input.userName.trim(),
      password: hashPassword(input.password),
      loginType: input.loginType,
      ...(input.graphCode ? { graphCode: input.graphCode.trim() } : {}),
    },
    { global: false },
  );
}

export const useAccountLogin = () => useMutation({ mutationFn: accountLogin });
