import { apiRoutes, type SocialPlatformValue } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { getClientId } from '../../../lib/client-id';
import { getDeviceSecret } from '../../../lib/device-secret';

/**
 * Guest, Google or Facebook login. Guests send no token: the client id names their account and
 * the device secret, sent nowhere else, proves this browser is its device.
 */
export const socialLogin = (platform: SocialPlatformValue, accessToken?: string) =>
  apiCall(
    apiRoutes.socialLogin,
    {
      platform,
      clientId: getClientId(),
      ...(platform === 'GUEST' ? { deviceSecret: getDeviceSecret() } : {}),
      ...(accessToken ? { accessToken } : {}),
    },
    { global: false },
  );

export const useSocialLogin = () =>
  useMutation({
    mutationFn: ({
      platform,
      accessToken,
    }: {
      platform: SocialPlatformValue;
      accessToken?: string;
    }) => socialLogin(platform, accessToken),
  });
