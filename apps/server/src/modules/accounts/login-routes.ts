import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { LoginService } from './login-service.js';
import type { SessionCookies } from './session-cookies.js';
import type { SessionService } from './session-service.js';

export function loginRoutes(
  app: FastifyInstance,
  deps: { logins: LoginService; sessions: SessionService; cookies: SessionCookies },
): void {
  const { logins, sessions, cookies } = deps;

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

  defineRoute(app, endpoints.relogin, async (_input, request, reply) => {
    const session = await logins.relogin(await requireUser(request));
    cookies.set(reply, session);
    return session;
  });

  /** Always ends with the cookies cleared, even when the session had already ended. */
  defineRoute(app, endpoints.logout, async (_input, request, reply) => {
    cookies.clear(reply);
    const auth = await requireUser(request).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (auth) await sessions.revoke(auth.sessionHash);
    return {};
  });
}
