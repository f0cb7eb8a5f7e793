import { apiRoutes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The envelope's browserType says whether this is an app's browser (no Google there). */
export const getLoginWays = () => apiCall(apiRoutes.loginWays, {});

export const loginWaysQuery = queryOptions({
  queryKey: ['auth', 'login-ways'],
  queryFn: getLoginWays,
  staleTime: Infinity,
});

export const useLoginWays = () => useQuery(loginWaysQuery);
