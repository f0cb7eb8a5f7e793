import { CELLS, countSolutions, shuffle, solve } from './solver.js';

export type Level = 'easy' | 'medium' | 'hard';

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

/** Givens left on the board: fewer clues leave longer chains of reasoning to find. */
export const CLUES: Record<Level, number> = { easy: 40, medium: 32, hard: 26 };

export interface Puzzle {
  level: Level;
  /** The givens, 0 where the player fills in. */
  puzzle: number[];
  solution: number[];
}

/** Carving starts over with a new grid this many times before settling for a few extra clues. */
const ATTEMPTS = 12;

/** A complete, valid grid: the solver run on an empty board, trying digits in random order. */
export function fullGrid(random: () => number = Math.random): number[] {
  const grid = solve(Array<number>(CELLS).fill(0), random);
  if (!grid) throw new Error('an empty grid always has a solution');
  return grid;
}

export const clueCount = (grid: readonly number[]): number => grid.filter((d) => d !== 0).length;

/**
 * Empties cells while the puzzle keeps exactly one solution, stopping at `clues` givens. Mirror
 * pairs go first so most boards keep the classic half-turn symmetry; single cells then make up
 * the exact count.
 */
export function carve(solution: readonly number[], clues: number, random: () => number): number[] {
  const puzzle = [...solution];
  let left = CELLS;
  const tryEmpty = (cells: number[]): void => {
    if (left - cells.length < clues || cells.some((i) => puzzle[i] === 0)) return;
    const kept = cells.map((i) => puzzle[i] ?? 0);
    cells.forEach((i) => (puzzle[i] = 0));
    if (countSolutions(puzzle, 2) === 1) left -= cells.length;
    else cells.forEach((i, k) => (puzzle[i] = kept[k] ?? 0));
  };
  const half = shuffle(
    Array.from({ length: Math.ceil(CELLS / 2) }, (_, i) => i),
    random,
  );
  for (const i of half) if (left > clues) tryEmpty(i === CELLS - 1 - i ? [i] : [i, CELLS - 1 - i]);
  for (const i of shuffle(
    Array.from({ length: CELLS }, (_, i) => i),
    random,
  ))
    if (left > clues) tryEmpty([i]);
  return puzzle;
}

/** A fresh puzzle with a unique solution and exactly the level's clue count whenever possible. */
export function generate(level: Level, random: () => number = Math.random): Puzzle {
  let closest: Puzzle | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const solution = fullGrid(random);
    const puzzle = carve(solution, CLUES[level], random);
    if (clueCount(puzzle) === CLUES[level]) return { level, puzzle, solution };
    if (!closest || clueCount(puzzle) < clueCount(closest.puzzle))
      closest = { level, puzzle, solution };
  }
  if (!closest) throw new Error('no puzzle was carved');
  return closest;
}
