import type { ReactNode } from 'react';
import { sessionStore, useSession } from '../../features/auth';
import { AccountPage } from './account-pages';

type Area = Parameters<typeof AccountPage>[0]['area'];

function PageSkeleton() {
  return (
    <div className="page" role="status" aria-label="Loading">
      <div className="skeleton" style={{ width: 240, height: 44, margin: '16px 0 24px' }} />
      <div className="skeleton" style={{ height: 320 }} />
    </div>
  );
}

/**
 * A page of the player's own: the logged-out panel for a visitor, a placeholder while a stored
 * player is being logged back in, the page itself once the session is open.
 */
export function PlayerOnly({
  area,
  loading,
  children,
}: {
  area: Area;
  loading?: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  if (session.isLogin) return <>{children}</>;
  if (!session.ready && sessionStore.hasStoredUser()) return <>{loading ?? <PageSkeleton />}</>;
  return <AccountPage area={area} />;
}
