import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { checkOsign, sentSession } from '../../lib/osign-check.js';
import { defineRoute } from '../../lib/route.js';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import type { ProfileService } from './profile-service.js';

export function profileRoutes(
  app: FastifyInstance,
  deps: { profiles: ProfileService; osignSecret: string },
): void {
  const { profiles, osignSecret } = deps;
  defineRoute(app, endpoints.profile, async (_input, request) =>
    profiles.detail(await requireUser(request)),
  );

  /**
   * Signed (`PROFILE_UPDATE_OSIGN`). The session and the values parsed from their text are held
   * to the text signed; the free texts (nickname, industry, e-mail, mobile) are the text signed,
   * only trimmed.
   */
  defineRoute(app, endpoints.profileUpdate, async (input, request) => {
    const auth = await requireUser(request);
    const { userId, userToken } = sentSession(request);
    const { iconUrl, gender, birthdate, osign } = input;
    checkOsign(
      endpoints.profileUpdate,
      request,
      { userId, userToken, iconUrl, gender, birthdate },
      osign,
      osignSecret,
    );
    return profiles.update(auth, input);
  });

  defineRoute(app, endpoints.privacyUrl, async (_input, request) =>
    profiles.privacyUrl(await optionalUser(request)),
  );

  defineRoute(app, endpoints.privacyAgree, async (_input, request) => {
    await profiles.agreePrivacy(await requireUser(request));
    return {};
  });
}
