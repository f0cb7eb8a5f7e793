import type { User } from '@portal/contracts';
import { lazy, Suspense, type ReactNode } from 'react';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountMenu })),
);

/**
 * The account menu of a logged-in player. Its code, with the recently played games it lists,
 * loads for a login only, so a visitor's first download does without it; `fallback` keeps its
 * place meanwhile.
 */
export function LazyAccountMenu({ user, fallback }: { user: User; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

/** Starts loading the menu while a remembered player is being logged in again. */
export const preloadAccountMenu = () => {
  void loadAccountMenu();
};
