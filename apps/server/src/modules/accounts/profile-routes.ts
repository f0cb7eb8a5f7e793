import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import type { ProfileService } from './profile-service.js';

export function profileRoutes(app: FastifyInstance, profiles: ProfileService): void {
  defineRoute(app, endpoints.profile, async (_input, request) =>
    profiles.detail(await requireUser(request)),
  );

  defineRoute(app, endpoints.profileUpdate, async (input, request) =>
    profiles.update(await requireUser(request), input),
  );

  defineRoute(app, endpoints.privacyUrl, async (_input, request) =>
    profiles.privacyUrl(await optionalUser(request)),
  );

  defineRoute(app, endpoints.privacyAgree, async (_input, request) => {
    await profiles.agreePrivacy(await requireUser(request));
    return {};
  });
}
