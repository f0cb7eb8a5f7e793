import { apiRoutes, type CodeTypeValue } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface SendCodeInput {
  type: CodeTypeValue;
  /** The e-mail address or the dial code plus mobile number, whichever the type needs. */
  email?: string;
  mobile?: string;
}

export const sendCode = (input: SendCodeInput) =>
  apiCall(apiRoutes.sendCode, input, { global: false });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
