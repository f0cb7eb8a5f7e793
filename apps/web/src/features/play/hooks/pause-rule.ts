/** What the page looks like to a player, as far as the game is concerned. */
export interface Cover {
  /** The tab is hidden (another tab, a minimised window). */
  hidden: boolean;
  /** A dialog is open over the game. */
  covered: boolean;
}

/** A game waits while the player cannot see it or is busy with a dialog over it. */
export const shouldPause = ({ hidden, covered }: Cover): boolean => hidden || covered;

/** The message a change sends to the game: only on a change, never twice the same. */
export function pauseMessage(wasPaused: boolean, now: Cover): 'pause' | 'resume' | null {
  const paused = shouldPause(now);
  if (paused === wasPaused) return null;
  return paused ? 'pause' : 'resume';
}
