import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { SocialBindService } from './social-bind-service.js';

/** The Google and Facebook identities linked to the signed-in account. */
export function socialBindRoutes(app: FastifyInstance, socialBinds: SocialBindService): void {
  defineRoute(app, endpoints.linkedAccounts, async (_input, request) =>
    socialBinds.linked(await requireUser(request)),
  );
}
