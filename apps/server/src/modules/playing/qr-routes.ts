import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { checkOsign, sentUserId } from '../../lib/osign-check.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { QrService } from './qr-service.js';

export function qrRoutes(
  app: FastifyInstance,
  deps: { qrCodes: QrService; osignSecret: string },
): void {
  const { qrCodes, osignSecret } = deps;

  defineRoute(app, endpoints.qrCode, async ({ appId, osign }, request) => {
    const auth = await requireUser(request);
    checkOsign(
      endpoints.qrCode,
      request,
      { appId, userId: sentUserId(request) },
      osign,
      osignSecret,
    );
    return qrCodes.issue(auth, appId);
  });

  defineRoute(app, endpoints.qrRedeem, async ({ qr }) => qrCodes.redeem(qr));
}
