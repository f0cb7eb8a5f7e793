import { Code, endpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.js';
import type { AuthUser, Credentials, SessionService } from '../modules/accounts/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** See `credentialsOf`. */
    credentials: Credentials | null;
    sentFields: SentFields | null;
    authUser: Promise<AuthUser> | null;
  }
}

/** The cookies a login sets; their names are the request fields they stand in for. */
export const SessionCookie = {
  h5Token: 'h5Token',
  sdkToken: 'sdkToken',
  userId: 'userId',
  platform: 'platform',
} as const;

/**
 * GET endpoints that change state. POST is refused from a foreign Origin by the security plugin;
 * these are held to the same rule, since a page elsewhere could otherwise fire them with fetch.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  endpoints.relogin.path,
  endpoints.logout.path,
  endpoints.profileUpdate.path,
  endpoints.privacyAgree.path,
  endpoints.sendCode.path,
  endpoints.messageDetail.path,
  endpoints.messageDelete.path,
  endpoints.ticketRate.path,
  endpoints.qrRedeem.path,
  endpoints.pushRead.path,
  endpoints.attribution.path,
]);

/** A request's query and body as it sent them, before validation. */
interface SentFields {
  query: unknown;
  body: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A JSON body may carry the user id as a number; every other session field is text. */
const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * Reads the session fields of a request: each from the query or body field, and when that is
 * missing from the cookie of the same name (spec section 7: missing userId, platform, h5Token,
 * userToken and sdkToken are filled from cookies). `userToken` is another name for the sdkToken.
 */
function readCredentials(request: FastifyRequest, sent: SentFields): Credentials {
  const fields = {
    ...(isRecord(sent.query) ? sent.query : {}),
    ...(isRecord(sent.body) ? sent.body : {}),
  };
  const cookies = request.cookies;
  const fromCookie = new Set<'h5Token' | 'sdkToken' | 'userId'>();
  const pick = (name: 'h5Token' | 'sdkToken' | 'userId', field: string | undefined) => {
    if (field !== undefined) return field;
    const cookie = text(cookies[SessionCookie[name]]);
    if (cookie !== undefined) fromCookie.add(name);
    return cookie;
  };
  return {
    h5Token: pick('h5Token', text(fields.h5Token)),
    sdkToken: pick('sdkToken', text(fields.sdkToken) ?? text(fields.userToken)),
    userId: pick('userId', text(fields.userId)),
    fromCookie,
  };
}

/**
 * The session fields of a request, read on first ask from what it sent (see `readCredentials`).
 * Most answers never ask: the catalogue is the same for everyone.
 */
export function credentialsOf(request: FastifyRequest): Credentials {
  request.credentials ??= readCredentials(request, request.sentFields ?? request);
  return request.credentials;
}

/**
 * Token to player: keeps each API request's query and body as sent, before validation (the
 * endpoint schemas drop fields they do not name), for `credentialsOf`. The Origin rule for the
 * state-changing GETs is the security plugin's.
 */
export const authPlugin = fp(
  (app: FastifyInstance, opts: { sessions: SessionService }, done: (error?: Error) => void) => {
    app.decorate('sessions', opts.sessions);
    app.decorateRequest('credentials', null);
    app.decorateRequest('sentFields', null);
    app.decorateRequest('authUser', null);
    app.addHook('preValidation', (request, _reply, next) => {
      request.sentFields = { query: request.query, body: request.body };
      next();
    });
    done();
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * The signed-in player of a request, or the error answer: 401 without a token, 4017 for a
 * revoked, expired or unknown one, 4080 for a banned player. Resolved once per request.
 */
export function requireUser(request: FastifyRequest): Promise<AuthUser> {
  request.authUser ??= request.server.sessions.resolve(credentialsOf(request));
  return request.authUser;
}

/** The signed-in player, or null for a visitor or a session that is no longer valid. */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  try {
    return await requireUser(request);
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.code === Code.UNAUTHORIZED || error.code === Code.TOKEN_INVALID)
    ) {
      return null;
    }
    throw error;
  }
}
