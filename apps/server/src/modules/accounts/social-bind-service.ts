import {
  Code,
  GUEST_NICKNAME,
  NICKNAME_MAX,
  type BindAccountRequest,
  type User,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { SocialLoginError } from '../social/social-login-error.js';
import { verifySocialToken, type SocialTokenConfig } from '../social/verify-social-token.js';
import { linkedProviders, linkIdentity } from './identity-link-repository.js';
import type { AuthUser } from './session-service.js';
import { toUser, type UserViewSettings } from './user-view.js';

type SocialBind = Extract<BindAccountRequest, { kind: 'social' }>;

/**
 * Linking Google or Facebook to the signed-in account (bind v2 with a provider's token). The
 * token is checked as social login checks it; from then on that social login opens this account.
 */
export function createSocialBindService(deps: {
  db: Db;
  config: SocialTokenConfig;
  view: UserViewSettings;
}) {
  const { db, config, view } = deps;

  const verify = async ({ platform, accessToken }: SocialBind) => {
    try {
      return await verifySocialToken(platform, accessToken, config);
    } catch (error) {
      if (error instanceof SocialLoginError) throw new ApiError(Code.WRONG_TOKEN_DATA);
      throw error;
    }
  };

  return {
    /**
     * 4108 for a token that does not verify, 4109 for an identity of another account, 4110 when
     * the account has another identity of that provider. Linking the same identity again is a
     * success that changes nothing.
     */
    async bind(auth: AuthUser, input: SocialBind): Promise<User> {
      const identity = await verify(input);
      const outcome = await linkIdentity(
        db,
        auth.userId,
        {
          provider: input.platform,
          subject: identity.subject,
          ...(identity.name?.trim() ? { name: identity.name.trim().slice(0, NICKNAME_MAX) } : {}),
          ...(identity.picture ? { picture: identity.picture } : {}),
        },
        GUEST_NICKNAME,
      );
      if (!outcome) throw new ApiError(Code.TOKEN_INVALID);
      if (outcome.kind === 'taken') throw new ApiError(Code.TOKEN_ALREADY_BOUND);
      if (outcome.kind === 'duplicate') throw new ApiError(Code.DUPLICATE_BINDING);
      return toUser(outcome.user, auth.platform, view);
    },

    async linked(auth: AuthUser) {
      const providers = await linkedProviders(db, auth.userId);
      return { linkedList: providers.map((platform) => ({ platform })) };
    },
  };
}

export type SocialBindService = ReturnType<typeof createSocialBindService>;
