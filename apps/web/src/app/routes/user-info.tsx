import { State } from '../../components/ui/state';
import { usePlayedGames } from '../../features/play';
import { PlayedGames, ProfileForm, useProfileDetail } from '../../features/profile';
import { fieldErrorOf } from '../../lib/field-error';
import { useTitle } from '../../lib/use-title';
import { PlayerOnly } from './player-only';
import styles from './user-info.module.css';

function ProfileSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading">
      <div className="skeleton" />
    </div>
  );
}

function Profile() {
  const profile = useProfileDetail();
  const played = usePlayedGames();
  return (
    <div className="page">
      <h1 className="page-title">My profile</h1>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <State
          title="Your profile could not be loaded"
          action={
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void profile.refetch()}
            >
              Try again
            </button>
          }
        >
          {fieldErrorOf(profile.error).text}
        </State>
      ) : (
        <ProfileForm key={profile.data.userId} profile={profile.data} />
      )}
      <PlayedGames query={played} />
    </div>
  );
}

/** UserInformation (spec section 2): the profile and the games played. */
export function UserInfoPage() {
  useTitle('My profile');
  return (
    <PlayerOnly area="userInfo">
      <Profile />
    </PlayerOnly>
  );
}
