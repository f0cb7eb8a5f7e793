import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { PushService } from './push-service.js';

export function pushRoutes(app: FastifyInstance, pushes: PushService): void {
  defineRoute(app, endpoints.pushRead, async (input, request) =>
    pushes.markRead((await requireUser(request)).userId, input.redDotLocation, input.pushId),
  );
}
