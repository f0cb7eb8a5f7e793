/** A grid is 81 digits row by row; 0 marks an empty cell. */
export type Grid = readonly number[];

export const SIZE = 9;
export const CELLS = SIZE * SIZE;
/** Bits 1 to 9 set: every digit still possible. */
const ALL = 0b11_1111_1110;

export const rowOf = (i: number): number => Math.floor(i / SIZE);
export const colOf = (i: number): number => i % SIZE;
export const boxOf = (i: number): number => 3 * Math.floor(rowOf(i) / 3) + Math.floor(colOf(i) / 3);

const BITS = Array.from({ length: ALL + 1 }, (_, mask) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n += 1;
  return n;
});

export const bitCount = (mask: number): number => BITS[mask & ALL] ?? 0;

export const digitsOf = (mask: number): number[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << d));

interface Search {
  cells: number[];
  rows: number[];
  cols: number[];
  boxes: number[];
  count: number;
  limit: number;
  first: number[] | null;
  random: (() => number) | null;
}

/** The search state for a grid, or null when its digits already clash or are out of range. */
function prepare(grid: Grid, limit: number, random: (() => number) | null): Search | null {
  if (grid.length !== CELLS) return null;
  const s: Search = {
    cells: [...grid],
    rows: Array<number>(SIZE).fill(0),
    cols: Array<number>(SIZE).fill(0),
    boxes: Array<number>(SIZE).fill(0),
    count: 0,
    limit,
    first: null,
    random,
  };
  for (let i = 0; i < CELLS; i += 1) {
    const d = s.cells[i] ?? 0;
    if (d === 0) continue;
    if (!Number.isInteger(d) || d < 1 || d > 9) return null;
    const bit = 1 << d;
    const [r, c, b] = [rowOf(i), colOf(i), boxOf(i)];
    if (((s.rows[r] ?? 0) | (s.cols[c] ?? 0) | (s.boxes[b] ?? 0)) & bit) return null;
    s.rows[r] = (s.rows[r] ?? 0) | bit;
    s.cols[c] = (s.cols[c] ?? 0) | bit;
    s.boxes[b] = (s.boxes[b] ?? 0) | bit;
  }
  return s;
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
  return items;
}

/**
 * Depth-first search that always branches on the emptiest-looking cell, the one with the fewest
 * candidates; that keeps even sparse puzzles to a few hundred steps.
 */
function step(s: Search): void {
  let best = -1;
  let bestMask = 0;
  let fewest = 10;
  for (let i = 0; i < CELLS && fewest > 1; i += 1) {
    if (s.cells[i] !== 0) continue;
    const mask =
      ALL & ~((s.rows[rowOf(i)] ?? 0) | (s.cols[colOf(i)] ?? 0) | (s.boxes[boxOf(i)] ?? 0));
    const n = bitCount(mask);
    if (n === 0) return;
    if (n < fewest) [best, bestMask, fewest] = [i, mask, n];
  }
  if (best < 0) {
    s.count += 1;
    s.first ??= [...s.cells];
    return;
  }
  const [r, c, b] = [rowOf(best), colOf(best), boxOf(best)];
  const digits = digitsOf(bestMask);
  for (const d of s.random ? shuffle(digits, s.random) : digits) {
    const bit = 1 << d;
    s.cells[best] = d;
    s.rows[r] = (s.rows[r] ?? 0) | bit;
    s.cols[c] = (s.cols[c] ?? 0) | bit;
    s.boxes[b] = (s.boxes[b] ?? 0) | bit;
    step(s);
    s.rows[r] = (s.rows[r] ?? 0) & ~bit;
    s.cols[c] = (s.cols[c] ?? 0) & ~bit;
    s.boxes[b] = (s.boxes[b] ?? 0) & ~bit;
    s.cells[best] = 0;
    if (s.count >= s.limit) return;
  }
}

/** How many solutions the grid has, counting no further than `limit`: 2 already means "not unique". */
export function countSolutions(grid: Grid, limit = 2): number {
  const s = prepare(grid, limit, null);
  if (!s) return 0;
  step(s);
  return s.count;
}

/** The first solution found, or null; with `random` the digits are tried in a shuffled order. */
export function solve(grid: Grid, random: (() => number) | null = null): number[] | null {
  const s = prepare(grid, 1, random);
  if (!s) return null;
  step(s);
  return s.first;
}
