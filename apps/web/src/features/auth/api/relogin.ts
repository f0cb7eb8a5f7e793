import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';
import { siteOsignKey } from '../../../lib/client-config';

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
export async function relogin(payload: ReloginFields) {
  // The hashing loads beside the key's fetch: a first visit, with nobody to relogin, needs neither.
  const [{ signed }] = await Promise.all([import('../../../lib/osign'), siteOsignKey()]);
  return apiCall(apiRoutes.relogin, await signed(apiRoutes.relogin, { ...payload }), {
    global: false,
  });
}
