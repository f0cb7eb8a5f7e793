import {
  Code,
  PRIVACY_AGREED,
  ProfileAddressText,
  type Profile,
  type profileUpdateRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { AuthUser } from './session-service.js';
import type { UploadService } from './upload-service.js';
import { normaliseEmail, normaliseMobile } from './account-address.js';
import { agreePrivacy, findUserById, updateProfile, type ProfilePatch } from './user-repository.js';
import { storedUploadUrl } from './upload-address.js';
import { toProfile, type UserViewSettings } from './user-view.js';

/** Whether an address sent is the one the account has (the same after normalising, or both unset). */
const sameAddress = (sent: string, current: string, normalise: (v: string) => string | undefined) =>
  sent === current || (sent !== '' && normalise(sent) === current);

/** The player's own profile and the privacy policy agreement. */
export function createProfileService(deps: {
  db: Db;
  config: Pick<Config, 'PRIVACY_POLICY_URL'>;
  uploads: UploadService;
  userView: UserViewSettings;
}) {
  const { db, config, uploads, userView } = deps;

  const ownRow = async (auth: AuthUser) => {
    const user = await findUserById(db, auth.userId);
    if (!user) throw new ApiError(Code.TOKEN_INVALID);
    return user;
  };
  const view = async (auth: AuthUser): Promise<Profile> =>
    toProfile(await ownRow(auth), auth.platform, userView);

  /**
   * The avatar to store for the address sent: none, the current one (as stored or as shown), or
   * one of the player's own uploads by either of its addresses; undefined for anything else.
   */
  const avatarToStore = async (auth: AuthUser, sent: string, current: string) => {
    if (sent === '' || sent === current) return sent;
    if (sent === userView.picture(current)) return current;
    const uploadId = await uploads.ownId(auth.userId, sent);
    return uploadId === undefined ? undefined : storedUploadUrl(uploadId);
  };

  return {
    detail: view,

    /**
     * Changes only the fields sent, or none: an e-mail or mobile other than the account's is
     * refused before anything is written (they change only by binding, with a code). The avatar
     * may be cleared, kept, or set to one of the player's own uploads: never an outside address,
     * which would leak each viewer's visit.
     */
    async update(
      auth: AuthUser,
      input: z.output<typeof profileUpdateRequestSchema>,
    ): Promise<Profile> {
      const row = await ownRow(auth);
      const current = toProfile(row, auth.platform, userView);
      const { iconUrl, nickname, gender, birthdate, industry, email, mobile } = input;
      if (email !== undefined && !sameAddress(email, current.email, normaliseEmail)) {
        throw new ApiError(Code.INVALID_USER_INFO, ProfileAddressText.email);
      }
      if (mobile !== undefined && !sameAddress(mobile, current.mobile, normaliseMobile)) {
        throw new ApiError(Code.INVALID_USER_INFO, ProfileAddressText.mobile);
      }
      const patch: ProfilePatch = {};
      if (nickname !== undefined) patch.nickname = nickname;
      if (gender !== undefined) patch.gender = gender;
      if (birthdate !== undefined) patch.birthdate = birthdate;
      if (industry !== undefined) patch.industry = industry;
      if (iconUrl !== undefined) {
        const icon = await avatarToStore(auth, iconUrl.trim(), row.iconUrl);
        if (icon === undefined) {
          throw new ApiError(Code.MISSING_FIELD, 'iconUrl: Please upload the picture first.', 400);
        }
        patch.iconUrl = icon;
      }
      await updateProfile(db, auth.userId, patch);
      return view(auth);
    },

    /** The policy to agree to; "-1" once the signed-in player has agreed. */
    async privacyUrl(auth: AuthUser | null): Promise<{ privacyUrl: string }> {
      if (!auth) return { privacyUrl: config.PRIVACY_POLICY_URL };
      const user = await findUserById(db, auth.userId);
      return { privacyUrl: user?.privacyAgreedAt ? PRIVACY_AGREED : config.PRIVACY_POLICY_URL };
    },

    async agreePrivacy(auth: AuthUser): Promise<void> {
      await agreePrivacy(db, auth.userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
