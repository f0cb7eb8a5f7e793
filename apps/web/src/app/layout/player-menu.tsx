import type { User } from '@portal/contracts';
// The menu's own module, not the feature's index: this file is loaded lazily, and the index is in
// every page's first download.
import { AccountMenu } from '../../features/auth/components/account-menu';
import { useRecentlyPlayedMenu } from '../../features/play';

/**
 * The account menu with the recently played games in it. The app composes the two features, so
 * auth does not import play (play imports auth for the session and the login box).
 */
export function PlayerMenu({ user }: { user: User }) {
  return <AccountMenu user={user} extra={useRecentlyPlayedMenu()} />;
}
