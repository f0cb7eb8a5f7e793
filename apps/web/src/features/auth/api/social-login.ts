import { apiRoutes, type SocialPlatformValue } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { getClientId } from '../../../lib/client-id';

/** Guest, Google or Facebook login; guests send no token and are keyed by the client id. */
export const socialLogin = (platform: SocialPlatformValue, accessToken?: string) =>
  apiCall(
    apiRoutes.socialLogin,
    { platform, clientId: getClientId(), ...(accessToken ? { accessToken } : {}) },
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
