import {
  buildCommonEnvelope,
  Code,
  globalActionFor,
  messageFor,
  type GlobalAction,
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
    /** The envelope's data of a refused request (4105 and 4055 carry a new captcha in it). */
    readonly data: unknown = null,
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

/** The site's answers to 401/4017 (log in again) and 4080 (banned), connected once at start. */
export interface GlobalReactions {
  relogin: () => void;
  banned: (message: string) => void;
}
let reactions: GlobalReactions = { relogin: () => undefined, banned: () => undefined };
export const setGlobalReactions = (next: GlobalReactions) => {
  reactions = next;
};

export interface CallOptions {
  /**
   * False for calls whose screen answers every code itself (the login forms, start-up relogin,
   * logout): the catalogue's global reactions would open a second login box over the first.
   */
  global?: boolean;
  retried?: boolean;
}

const NONE: GlobalAction = { kind: 'none' };
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
  options: CallOptions = {},
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
  const found = globalActionFor(envelope.code);
  const action = options.global === false && found.kind !== 'retry' ? NONE : found;
  switch (action.kind) {
    case 'retry':
      if (!options.retried) {
        await wait(action.afterMs);
        return apiCall(endpoint, payload, { ...options, retried: true });
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
      reactions.relogin();
      break;
    case 'banned':
      reactions.banned(envelope.msg || messageFor(envelope.code));
      break;
    case 'log':
      logger.warn(`${endpoint.path}: ${envelope.code} ${envelope.msg}`);
      break;
    case 'none':
      break;
  }
  throw new ApiError(envelope.code, envelope.msg || messageFor(envelope.code), envelope.data);
}
