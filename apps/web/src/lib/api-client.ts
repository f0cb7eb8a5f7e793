import {
  buildCommonEnvelope,
  Code,
  globalActionFor,
  messageFor,
  UPLOAD_FILE_FIELD,
  type Endpoint,
  type GlobalAction,
  type RequestOf,
  type ResponseOf,
  type Route,
} from '@portal/contracts';
import { getClientId } from './client-id';
import { browserFacts } from './device';
import { takeFirstAnswer } from './first-answers';
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

/** The envelope of an answer: its data on 200, else the catalogue's reaction and an ApiError. */
async function answerOf<T>(
  response: Response,
  path: string,
  options: CallOptions,
  retry: () => Promise<T>,
  fileExpected = false,
): Promise<T> {
  let envelope: { code: number; msg: string; data: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(Code.SERVER_ERROR, messageFor(Code.SERVER_ERROR));
  }
  if (envelope.code === Code.SUCCESS && !fileExpected) return envelope.data as T;
  const found = globalActionFor(envelope.code);
  const action = options.global === false && found.kind !== 'retry' ? NONE : found;
  switch (action.kind) {
    case 'retry':
      if (!options.retried) {
        await wait(action.afterMs);
        return retry();
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
      logger.warn(`${path}: ${envelope.code} ${envelope.msg}`);
      break;
    case 'none':
      break;
  }
  // A file endpoint that answered success without the file answered wrongly.
  const code = envelope.code === Code.SUCCESS ? Code.SERVER_ERROR : envelope.code;
  throw new ApiError(code, envelope.msg || messageFor(code), envelope.data);
}

/** A file answer: its bytes and the name the server gave it (Content-Disposition). */
export interface FileAnswer {
  blob: Blob;
  fileName: string | null;
}

/** The name of an attachment, preferring the UTF-8 form (`filename*`) over the ASCII one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed extended name falls back to the plain one.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

async function request<E extends Endpoint, T>(
  endpoint: Route<E>,
  payload: RequestOf<E>,
  options: CallOptions,
  readFile: ((response: Response) => Promise<T>) | null,
): Promise<T> {
  const body = encode({
    ...buildCommonEnvelope({ ...browserFacts(), clientId: getClientId() }),
    v: Date.now(),
    // A signed payload carries the `v` it signed.
    ...(payload as Record<string, unknown>),
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
  // A file endpoint answers its refusals as the usual envelope, and only those as JSON.
  if (readFile && !(response.headers.get('content-type') ?? '').includes('application/json'))
    return readFile(response);
  return answerOf<T>(
    response,
    endpoint.path,
    options,
    () => request(endpoint, payload, { ...options, retried: true }, readFile),
    readFile !== null,
  );
}

/**
 * The one request helper: adds the common envelope, v and locale; GET sends query parameters,
 * POST a form body; a code other than 200 goes through the global catalogue, then throws.
 */
/**
 * The answer the server wrote into the page for this GET, taken once, or undefined. A query uses
 * it as its initial data, so the first render draws the page from it rather than drawing a loading
 * state and then rendering again when the answer resolves.
 */
export function firstAnswer<E extends Endpoint>(
  endpoint: Route<E>,
  payload: RequestOf<E>,
): ResponseOf<E> | undefined {
  return takeFirstAnswer(endpoint.path, payload as object) as ResponseOf<E> | undefined;
}

/**
 * A first answer as the initial data of an infinite query: its first page. Undefined when the
 * page arrived without it.
 */
export function firstPageOf<T>(
  answer: T | undefined,
): { pages: T[]; pageParams: number[] } | undefined {
  return answer === undefined ? undefined : { pages: [answer], pageParams: [1] };
}

export function apiCall<E extends Endpoint>(
  endpoint: Route<E>,
  payload: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  if (endpoint.method === 'GET') {
    const first = firstAnswer(endpoint, payload);
    if (first !== undefined) return Promise.resolve(first);
  }
  return request<E, ResponseOf<E>>(endpoint, payload, options, null);
}

/** The same for an endpoint that answers a file: its refusals go through the catalogue too. */
export function apiFile<E extends Endpoint>(
  endpoint: Route<E>,
  payload: RequestOf<E>,
  options: CallOptions = {},
): Promise<FileAnswer> {
  return request(endpoint, payload, options, async (response) => ({
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  }));
}

/**
 * The upload call (spec section 7: "one upload call is flagged specially"): one picture as a
 * multipart `attachData` field, the common fields in its query. The session travels in the cookies; the answer goes through the same
 * catalogue as any other call.
 */
export async function apiUpload<E extends Endpoint>(
  endpoint: Route<E>,
  file: Blob,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.set(UPLOAD_FILE_FIELD, file);
  // The common fields (locale and v among them) travel in the query, as on every other call.
  const common = encode({
    ...buildCommonEnvelope({ ...browserFacts(), clientId: getClientId() }),
    v: Date.now(),
  });
  let response: Response;
  try {
    response = await fetch(`${endpoint.path}?${common.toString()}`, {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
  } catch (error) {
    logger.warn(`${endpoint.path}: network error`, error);
    throw new ApiError(0, 'Network error. Please check your connection.');
  }
  return answerOf<ResponseOf<E>>(response, endpoint.path, options, () =>
    apiUpload(endpoint, file, { ...options, retried: true }),
  );
}
