import {
  Code,
  endpoints,
  namesSession,
  socialLoginRequestSchema,
  UNKNOWN,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { checkOsign, sentSession } from '../../lib/osign-check.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { LoginService } from './login-service.js';
import type { SessionCookies } from './session-cookies.js';
import { hashToken, type SessionService } from './session-service.js';
import { encryptSessionTokens } from './token-cipher.js';

export function loginRoutes(
  app: FastifyInstance,
  deps: {
    logins: LoginService;
    sessions: SessionService;
    cookies: SessionCookies;
    osignSecret: string;
  },
): void {
  const { logins, sessions, cookies, osignSecret } = deps;

  defineRoute(app, endpoints.loginWays, ({ browserType }) =>
    Promise.resolve(logins.loginWays(browserType)),
  );

  defineRoute(app, endpoints.socialLogin, async (input, _request, reply) => {
    const session = await logins.socialLogin(input);
    cookies.set(reply, session);
    return session;
  });

  defineRoute(app, endpoints.accountLogin, async (input, request, reply) => {
    const session = await logins.accountLogin(input, request.ip);
    cookies.set(reply, session);
    return session;
  });

  /** Signed (`RELOGIN_OSIGN`): the tokens sent, not those the cookies fill in, are signed. */
  defineRoute(app, endpoints.relogin, async ({ osign }, request, reply) => {
    const auth = await requireUser(request);
    const { userId, h5Token, sdkToken } = sentSession(request);
    checkOsign(endpoints.relogin, request, { userId, h5Token, sdkToken }, osign, osignSecret);
    const session = await logins.relogin(auth);
    cookies.set(reply, session);
    return session;
  });

  /**
   * The publisher's client's login: a token relogin when it names a session, else a guest or
   * social sign-in, each by the same service as its own route. The tokens are answered encrypted
   * for the client id the call sent (see `token-cipher`); the cookies carry them as they are.
   */
  defineRoute(app, endpoints.h5Login, async (input, request, reply) => {
    const clientId = input.clientId && input.clientId !== UNKNOWN ? input.clientId : undefined;
    let session;
    if (namesSession(input)) {
      session = await logins.relogin(await requireUser(request));
    } else {
      // The sign-in's own rules: a platform of FACEBOOK, GOOGLE or GUEST and the device's id.
      const parsed = socialLoginRequestSchema.safeParse({ ...input, clientId });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? 'request');
        throw new ApiError(
          Code.MISSING_FIELD,
          `${field}: ${issue?.message ?? 'is not valid'}`,
          400,
        );
      }
      session = await logins.socialLogin(parsed.data);
    }
    cookies.set(reply, session);
    return clientId ? encryptSessionTokens(session, clientId) : session;
  });

  /**
   * Whether the request's session cookie opens a live session other than the one the request logs
   * out. The publisher's client signs in anew on each load and then logs out its old token, sent
   * as fields: that must not take the cookies of the new session with it.
   */
  async function cookieOpensAnotherSession(request: FastifyRequest, loggedOut: string | null) {
    const token = request.cookies[app.sessionCookieNames.h5Token];
    if (!token || (loggedOut !== null && hashToken(token) === loggedOut)) return false;
    const live = await sessions
      .resolve({ h5Token: token, fromCookie: new Set(['h5Token']) })
      .catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      });
    return live !== null;
  }

  /**
   * Ends the session the request names. The cookies are cleared, even when that session had
   * already ended, unless they belong to another live session (see `cookieOpensAnotherSession`).
   */
  defineRoute(app, endpoints.logout, async (_input, request, reply) => {
    const auth = await requireUser(request).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (auth) await sessions.revoke(auth.sessionHash);
    if (!(await cookieOpensAnotherSession(request, auth?.sessionHash ?? null)))
      cookies.clear(reply);
    return {};
  });
}
