import { Code, endpoints, fail } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.js';
import type { AuthUser, Credentials, SessionService } from '../modules/accounts/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    credentials: Credentials | null;
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
function readCredentials(request: FastifyRequest): Credentials {
  const fields = {
    ...(isRecord(request.query) ? request.query : {}),
    ...(isRecord(request.body) ? request.body : {}),
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
 * Token to player: captures each API request's session fields before validation (the endpoint
 * schemas drop fields they do not name), and holds state-changing GETs to the Origin rule.
 */
export const authPlugin = fp(
  (
    app: FastifyInstance,
    opts: { sessions: SessionService; publicUrl: string },
    done: (error?: Error) => void,
  ) => {
    const portalOrigin = new URL(opts.publicUrl).origin;
    app.decorate('sessions', opts.sessions);
    app.decorateRequest('credentials', null);
    app.decorateRequest('authUser', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!STATE_CHANGING_GETS.has(request.routeOptions.url ?? '')) return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== portalOrigin) {
        return reply.status(403).send(fail(Code.FORBIDDEN, 'Cross-site requests are not allowed.'));
      }
    });
    app.addHook('preValidation', (request, _reply, next) => {
      if (request.url.startsWith('/api/')) request.credentials = readCredentials(request);
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
  request.authUser ??= request.server.sessions.resolve(
    request.credentials ?? readCredentials(request),
  );
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
