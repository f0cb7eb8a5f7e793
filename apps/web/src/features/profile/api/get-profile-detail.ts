import { useQuery } from '@tanstack/react-query';
import { getProfile, useSession } from '../../auth';
import { profileKey } from './profile-keys';

/** The profile as the server has it now (another device may have changed it). */
export function useProfileDetail() {
  const { user } = useSession();
  return useQuery({ queryKey: profileKey(user?.userId ?? 0), queryFn: getProfile });
}
