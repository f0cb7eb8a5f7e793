import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { AccountService } from './account-service.js';
import type { SessionCookies } from './session-cookies.js';
import type { SocialBindService } from './social-bind-service.js';

export function accountRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; socialBinds: SocialBindService; cookies: SessionCookies },
): void {
  const { accounts, socialBinds, cookies } = deps;

  defineRoute(app, endpoints.register, async (input, _request, reply) => {
    const session = await accounts.register(input);
    cookies.set(reply, session);
    return session;
  });

  defineRoute(app, endpoints.passwordVerify, async (input) => {
    await accounts.verifyReset(input);
    return {};
  });

  defineRoute(app, endpoints.passwordReset, async (input) => {
    await accounts.reset(input);
    return {};
  });

  defineRoute(app, endpoints.passwordRevise, async (input, request, reply) => {
    const session = await accounts.revise(await requireUser(request), input);
    cookies.set(reply, session);
    return session;
  });

  /** An e-mail or mobile with a password, or (with `accessToken`) a Google or Facebook identity. */
  defineRoute(app, endpoints.bindAccount, async (input, request) => {
    const auth = await requireUser(request);
    return input.kind === 'social' ? socialBinds.bind(auth, input) : accounts.bind(auth, input);
  });
}
