import { apiRoutes, type SocialBindPlatformValue } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Links the Google or Facebook identity of a token to the signed-in account (bind v2). */
export const linkSocial = (platform: SocialBindPlatformValue, accessToken: string) =>
  apiCall(apiRoutes.bindAccount, { platform, accessToken });

export const linkedAccountsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['auth', 'linked-accounts', userId],
    queryFn: () => apiCall(apiRoutes.linkedAccounts, {}),
  });

export const useLinkedAccounts = (userId: number) => useQuery(linkedAccountsQuery(userId));
