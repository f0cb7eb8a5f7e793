import type { User } from '@portal/contracts';
import { lazy, Suspense, type ReactNode } from 'react';

const loadPlayerMenu = () => import('./player-menu');
const PlayerMenu = lazy(() => loadPlayerMenu().then((module) => ({ default: module.PlayerMenu })));

/**
 * The account menu of a logged-in player. Its code, with the recently played games it lists,
 * loads for a login only, so a visitor's first download does without it; `fallback` keeps its
 * place meanwhile.
 */
export function LazyPlayerMenu({ user, fallback }: { user: User; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <PlayerMenu user={user} />
    </Suspense>
  );
}

/** Starts loading the menu while a remembered player is being logged in again. */
export const preloadPlayerMenu = () => {
  void loadPlayerMenu();
};
