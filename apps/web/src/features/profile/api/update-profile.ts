import { apiRoutes, userOf } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { signed } from '../../../lib/osign';
import { sessionStore } from '../../auth';
import { profileKey } from './profile-keys';

/** What the site's profile form changes; e-mail and mobile change only by binding. */
export interface ProfileInput {
  nickname: string;
  iconUrl: string;
  gender: number;
  birthdate: string;
  industry: string;
}

/** Signed (`PROFILE_UPDATE_OSIGN`, no key): the form's values and the locale sent. */
export const updateProfile = async (input: ProfileInput) =>
  apiCall(apiRoutes.profileUpdate, await signed(apiRoutes.profileUpdate, { ...input }));

/** The saved profile becomes the session's user at once, so the header shows it. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      sessionStore.updateUser(userOf(profile));
      client.setQueryData(profileKey(profile.userId), profile);
    },
  });
}
