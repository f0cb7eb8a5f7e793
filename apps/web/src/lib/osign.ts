import { buildCommonEnvelope, computeOsign, type ApiRoute } from '@portal/contracts';
import { siteOsignKey } from './client-config';
import { browserFacts } from './device';
import { getClientId } from './client-id';

type Signable = Record<string, string | number | undefined>;

/** A tracking context sent as JSON text: its fields sign as if sent at the top level. */
function contextFields(context: unknown): Signable {
  if (typeof context !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(context);
    return parsed && typeof parsed === 'object' ? (parsed as Signable) : {};
  } catch {
    return {};
  }
}

/**
 * The payload of a signed endpoint with its osign, by the endpoint's recipe over the values the
 * request will send: the common envelope, the payload (and its context) and `v`, fixed here so
 * the request helper sends the very value signed. `key` is the site's key from the client config.
 */
export function withOsign<P extends Signable>(
  endpoint: ApiRoute,
  payload: P,
  key: string,
): P & { v: number; osign: string } {
  const v = Date.now();
  const sent: Signable = {
    ...contextFields(payload.context),
    ...buildCommonEnvelope({ ...browserFacts(), clientId: getClientId() }),
    ...payload,
    v,
  };
  const recipe = endpoint.signed;
  return { ...payload, v, osign: recipe ? computeOsign(sent, recipe, key) : '' };
}

/**
 * `withOsign` with the site's key, fetched with the client config when the recipe appends it
 * (a recipe without the secret, as profile/update's, needs no key and waits for nothing).
 */
export async function signed<P extends Signable>(
  endpoint: ApiRoute,
  payload: P,
): Promise<P & { v: number; osign: string }> {
  const key = endpoint.signed?.secret ? await siteOsignKey() : '';
  return withOsign(endpoint, payload, key);
}
