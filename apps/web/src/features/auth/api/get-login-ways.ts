import { apiRoutes, BrowserType } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const getLoginWays = () =>
  apiCall(apiRoutes.loginWays, { browserType: String(BrowserType.PC) });

export const loginWaysQuery = queryOptions({
  queryKey: ['auth', 'login-ways'],
  queryFn: getLoginWays,
  staleTime: Infinity,
});

export const useLoginWays = () => useQuery(loginWaysQuery);
