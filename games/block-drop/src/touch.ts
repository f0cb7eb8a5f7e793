import type { Direction } from '../../shared/keys.js';

/** What a finger asks of the falling piece. */
export type TouchMove = 'rotate' | 'drop' | 'left' | 'right';

/**
 * Columns a sideways drag has carried the piece so far: it follows the finger a cell at a time,
 * so a long swipe moves it several columns as the finger goes.
 */
export const columnsDragged = (dx: number, cell: number): number =>
  cell > 0 ? Math.trunc(dx / cell) : 0;

/**
 * The move a finished swipe makes: down drops the piece, up turns it, and a sideways swipe
 * shorter than a cell (so the drag moved nothing) still moves one column.
 */
export function swipeMove(direction: Direction, columnsMoved: number): TouchMove | null {
  if (direction === 'down') return 'drop';
  if (direction === 'up') return 'rotate';
  return columnsMoved === 0 ? direction : null;
}
