import {
  buildCommonEnvelope,
  Code,
  globalActionFor,
  messageFor,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '@portal/contracts';
import { getClientId } from './client-id';
import { browserFacts } from './device';
import { logger } from './logger';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where a global redirect of the catalogue goes; the app replaces it with its router. */
let navigate = (to: string) => window.location.assign(to);
export const setNavigator = (fn: (to: string) => void) => {
  navigate = fn;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function encode(payload: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.set(
      key,
      typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value),
    );
  }
  return params;
}

/**
 * The one request helper: adds the common envelope, v and locale; GET sends query parameters,
 * POST a form body; a code other than 200 goes through the global catalogue, then throws.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  payload: RequestOf<E>,
  retried = false,
): Promise<ResponseOf<E>> {
  const body = encode({
    ...buildCommonEnvelope({ ...browserFacts(), clientId: getClientId() }),
    ...(payload as Record<string, unknown>),
    v: Date.now(),
  });
  let response: Response;
  try {
    response =
      endpoint.method === 'GET'
        ? await fetch(`${endpoint.path}?${body.toString()}`, { credentials: 'same-origin' })
        : await fetch(endpoint.path, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
  } catch (error) {
    logger.warn(`${endpoint.path}: network error`, error);
    throw new ApiError(0, 'Network error. Please check your connection.');
  }
  let envelope: { code: number; msg: string; data: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(Code.SERVER_ERROR, messageFor(Code.SERVER_ERROR));
  }
  if (envelope.code === Code.SUCCESS) return envelope.data as ResponseOf<E>;
  const action = globalActionFor(envelope.code);
  switch (action.kind) {
    case 'retry':
      if (!retried) {
        await wait(action.afterMs);
        return apiCall(endpoint, payload, true);
      }
      break;
    case 'redirect':
      navigate(
        action.to === '/login-verify'
          ? `${action.to}?redirect=${encodeURIComponent(window.location.pathname)}`
          : action.to,
      );
      break;
    case 'relogin':
      window.dispatchEvent(new CustomEvent('portal:relogin'));
      break;
    case 'banned':
      window.dispatchEvent(new CustomEvent('portal:banned', { detail: envelope.msg }));
      break;
    case 'log':
      logger.warn(`${endpoint.path}: ${envelope.code} ${envelope.msg}`);
      break;
    case 'none':
      break;
  }
  throw new ApiError(envelope.code, envelope.msg || messageFor(envelope.code));
}
