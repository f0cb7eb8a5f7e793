import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The account a reset is for: an e-mail address or dial code plus mobile number. */
export type ResetAccount = { email: string } | { mobile: string };

/** Checks the reset code before the new password is asked for. */
export const passwordVerify = (input: ResetAccount & { verCode: string }) =>
  apiCall(apiRoutes.passwordVerify, { ...input, verCode: input.verCode.trim() }, { global: false });

export const usePasswordVerify = () => useMutation({ mutationFn: passwordVerify });
