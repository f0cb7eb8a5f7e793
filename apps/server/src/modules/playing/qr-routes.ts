import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { checkOsign, sentUserId } from '../../lib/osign-check.js';
import { CHANGES_NO_VIEW } from '../../lib/player-views.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { SessionCookies } from '../accounts/session-cookies.js';
import type { QrService } from './qr-service.js';

export function qrRoutes(
  app: FastifyInstance,
  deps: { qrCodes: QrService; osignSecret: string; cookies: SessionCookies },
): void {
  const { qrCodes, osignSecret, cookies } = deps;

  defineRoute(
    app,
    endpoints.qrCode,
    async ({ appId, osign }, request) => {
      const auth = await requireUser(request);
      checkOsign(
        endpoints.qrCode,
        request,
        { appId, userId: sentUserId(request) },
        osign,
        osignSecret,
      );
      return qrCodes.issue(auth, appId);
    },
    { viewChanges: CHANGES_NO_VIEW },
  );

  defineRoute(app, endpoints.qrRedeem, async ({ qr }) => qrCodes.redeem(qr));

  defineRoute(app, endpoints.qrPeek, async ({ qr }) => qrCodes.peek(qr));

  /** A POST, so the same-site Origin check guards it: no other site can sign a visitor in. */
  defineRoute(app, endpoints.qrSignIn, async ({ qr }, request, reply) => {
    const session = await qrCodes.signIn(qr, request.headers['user-agent']);
    cookies.set(reply, session);
    return session;
  });
}
