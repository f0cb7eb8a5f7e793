import { apiRoutes, type Endpoints, type RequestOf } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/**
 * Token relogin (h5/v4). The tokens come from the HttpOnly cookies unless an external link
 * handed them over; start-up answers every code itself, so the catalogue's reactions stay off.
 */
export const relogin = (payload: RequestOf<Endpoints['relogin']>) =>
  apiCall(apiRoutes.relogin, payload, { global: false });
