import { computeOsign, type ApiRoute } from '@portal/contracts';

type Signable = Record<string, string | number | undefined>;

/**
 * The payload of a signed endpoint with its osign: MD5 over the endpoint's `signed` fields as
 * this request sends them, with the site's key from the client config.
 */
export function withOsign<P extends Signable>(
  endpoint: ApiRoute,
  payload: P,
  key: string,
): P & { osign: string } {
  return { ...payload, osign: computeOsign(payload, endpoint.signed ?? [], key) };
}
