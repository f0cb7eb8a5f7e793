import {
  Code,
  messageFor,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '@portal/contracts';
import { ApiError } from '../../lib/api-client';

/** Where a call that finds the admin signed out sends the console (set by the console's shell). */
let onSignedOut = () => undefined as void;
export const setAdminSignedOut = (fn: () => void) => {
  onSignedOut = fn;
};

function query(payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(
      key,
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value),
    );
  }
  return params.toString();
}

async function answerOf<T>(response: Response): Promise<T> {
  let envelope: { code: number; msg: string; data: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(Code.SERVER_ERROR, messageFor(Code.SERVER_ERROR));
  }
  if (envelope.code === Code.SUCCESS) return envelope.data as T;
  if (envelope.code === Code.ADMIN_LOGIN_REQUIRED) onSignedOut();
  throw new ApiError(envelope.code, envelope.msg || messageFor(envelope.code), envelope.data);
}

async function send<T>(input: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection.');
  }
  return answerOf<T>(response);
}

/**
 * The console's request helper. Unlike the site's, it sends JSON (admin forms hold lists: tags,
 * screenshots, an order of ids), answers nothing through the players' global catalogue, and
 * takes the admin back to sign-in when the admin session has ended.
 */
export function adminCall<E extends Endpoint>(
  endpoint: E,
  payload: RequestOf<E>,
): Promise<ResponseOf<E>> {
  const fields = (payload ?? {}) as Record<string, unknown>;
  if (endpoint.method === 'GET') {
    const search = query(fields);
    return send(search ? `${endpoint.path}?${search}` : endpoint.path);
  }
  return send(endpoint.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
}

/**
 * A multipart upload: the file as the `file` part, and the endpoint's fields (which game, which
 * kind of picture) on the address, where the server reads them before it streams the file.
 */
export function adminUpload<E extends Endpoint>(
  endpoint: E,
  fields: RequestOf<E>,
  file: Blob,
): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.set('file', file);
  const search = query(fields ?? {});
  return send(search ? `${endpoint.path}?${search}` : endpoint.path, {
    method: 'POST',
    body: form,
  });
}
