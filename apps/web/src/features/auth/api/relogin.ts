import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';
import { signed } from '../../../lib/osign';

/** What the site sends: a link's session, if any, and the app the page runs in. */
export interface ReloginFields {
  userId?: string;
  h5Token?: string;
  sdkToken?: string;
  extra?: string;
}

/**
 * Token relogin (h5/v4), signed (`RELOGIN_OSIGN`, with the site's key). The tokens come from the
 * HttpOnly cookies, unsent and so signed as empty, unless an external link handed them over;
 * start-up answers every code itself, so the catalogue's reactions stay off.
 */
export const relogin = async (payload: ReloginFields) =>
  apiCall(apiRoutes.relogin, await signed(apiRoutes.relogin, { ...payload }), { global: false });
