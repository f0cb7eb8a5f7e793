import { clientCatalogueEndpoints, Code, endpoints, fail } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.js';
import {
  cookieDomainsCovering,
  cookiePathsCovering,
  repeatedCookies,
} from '../lib/cookie-header.js';
import type { AuthUser, Credentials, SessionService } from '../modules/accounts/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** The names the session cookies go by on this deployment (see `sessionCookieNames`). */
    sessionCookieNames: SessionCookieNames;
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

export type SessionCookieNames = Readonly<Record<keyof typeof SessionCookie, string>>;

/**
 * The session cookies' names. Over https they are `__Host-` cookies, which a browser takes only
 * from the portal's own host, Secure, at `Path=/` and without `Domain`: no other host (a games
 * host beside the portal's, a sibling subdomain) can set one the portal would read.
 */
export function sessionCookieNames(publicUrl: string): SessionCookieNames {
  const prefix = new URL(publicUrl).protocol === 'https:' ? '__Host-' : '';
  return {
    h5Token: `${prefix}${SessionCookie.h5Token}`,
    sdkToken: `${prefix}${SessionCookie.sdkToken}`,
    userId: `${prefix}${SessionCookie.userId}`,
    platform: `${prefix}${SessionCookie.platform}`,
  };
}

/**
 * GET endpoints that change state. POST is refused from a foreign Origin by the security plugin;
 * these are held to the same rule, since a page elsewhere could otherwise fire them with fetch.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  endpoints.relogin.path,
  endpoints.h5Login.path,
  endpoints.logout.path,
  endpoints.profileUpdate.path,
  endpoints.privacyAgree.path,
  endpoints.sendCode.path,
  endpoints.messageDetail.path,
  endpoints.messageDelete.path,
  endpoints.ticketRate.path,
  // POSTs the publisher's client sends as GET (`alsoGet`): their GET form is held to this rule.
  endpoints.ticketAdd.path,
  endpoints.ticketMore.path,
  endpoints.qrCode.path,
  endpoints.qrRedeem.path,
  endpoints.pushRead.path,
  endpoints.iconStateSave.path,
  endpoints.attribution.path,
  clientCatalogueEndpoints.clientEvent.path,
]);

/** Methods that change state wherever they are sent. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/** Whether a request of this method to the route at `url` may change state. */
export const changesState = (method: string, url: string | undefined): boolean =>
  STATE_CHANGING_METHODS.has(method) || STATE_CHANGING_GETS.has(url ?? '');

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
 * userToken and sdkToken are filled from cookies). `userToken` is the name the publisher's
 * clients send a token under, the h5Token or the sdkToken: it fills the sdkToken's place (a
 * request sending it reads no sdkToken cookie) and names a session by either of its tokens.
 */
function readCredentials(request: FastifyRequest, sent: SentFields): Credentials {
  const fields = {
    ...(isRecord(sent.query) ? sent.query : {}),
    ...(isRecord(sent.body) ? sent.body : {}),
  };
  const cookies = request.cookies;
  const names = request.server.sessionCookieNames;
  const fromCookie = new Set<'h5Token' | 'sdkToken' | 'userId'>();
  const pick = (name: 'h5Token' | 'sdkToken' | 'userId', field: string | undefined) => {
    if (field !== undefined) return field;
    const cookie = text(cookies[names[name]]);
    if (cookie !== undefined) fromCookie.add(name);
    return cookie;
  };
  const userToken = text(fields.userToken);
  const sdkToken = text(fields.sdkToken);
  return {
    h5Token: pick('h5Token', text(fields.h5Token)),
    sdkToken: sdkToken ?? (userToken === undefined ? pick('sdkToken', undefined) : undefined),
    userToken,
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
 * Answers a request that carried two cookies of one session name. Which one is the player's cannot
 * be told (the header has no paths or domains), so neither is believed; the answer deletes every
 * copy someone else may have set (at the paths above the request's, and for the portal's host and
 * its parent domains) but not the player's own host-only cookie at `/`, so the next request works.
 */
function refuseRepeatedCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  repeated: string[],
  publicUrl: URL,
): void {
  const secure = publicUrl.protocol === 'https:';
  const paths = cookiePathsCovering(request.url);
  const domains = cookieDomainsCovering(publicUrl.hostname);
  for (const name of repeated) {
    for (const path of paths) {
      if (path !== '/') reply.clearCookie(name, { path, secure });
      for (const domain of domains) reply.clearCookie(name, { path, domain, secure });
    }
  }
  request.log.warn({ cookies: repeated }, 'refused a request with repeated session cookies');
  reply
    .status(400)
    .send(
      fail(
        Code.BAD_REQUEST,
        `The browser sent two cookies named ${repeated.join(', ')}; the one set elsewhere was removed. Please reload the page.`,
      ),
    );
}

/**
 * Token to player: keeps each API request's query and body as sent, before validation (the
 * endpoint schemas drop fields they do not name), for `credentialsOf`, and refuses an API request
 * carrying two cookies of one session name (see `refuseRepeatedCookies`). The Origin rule for the
 * state-changing GETs is the security plugin's.
 */
export const authPlugin = fp(
  (
    app: FastifyInstance,
    opts: { sessions: SessionService; publicUrl: string },
    done: (error?: Error) => void,
  ) => {
    const publicUrl = new URL(opts.publicUrl);
    const names = sessionCookieNames(opts.publicUrl);
    const watched: ReadonlySet<string> = new Set(Object.values(names));
    app.decorate('sessions', opts.sessions);
    app.decorate('sessionCookieNames', names);
    app.decorateRequest('credentials', null);
    app.decorateRequest('sentFields', null);
    app.decorateRequest('authUser', null);
    app.addHook('preValidation', (request, reply, next) => {
      request.sentFields = { query: request.query, body: request.body };
      const repeated = request.routeOptions.config.apiAnswers
        ? repeatedCookies(request.headers.cookie, watched)
        : [];
      if (repeated.length > 0) {
        refuseRepeatedCookies(request, reply, repeated, publicUrl);
        return;
      }
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
