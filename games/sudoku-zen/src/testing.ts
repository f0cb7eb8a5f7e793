import { boxOf, colOf, rowOf } from './solver.js';

/** A small repeatable generator (mulberry32) for tests, so every puzzle can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads a grid written as rows of digits, with `.` or `0` for an empty cell. */
export const gridOf = (text: string): number[] =>
  [...text.replace(/\s/g, '')].map((c) => (c === '.' ? 0 : Number(c)));

/** The well-known newspaper puzzle and its solution, for rules that need a real board. */
export const CLASSIC = gridOf(`
  53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79`);
export const CLASSIC_SOLUTION = gridOf(`
  534678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 345286179`);

/** Every row, column and box of a full grid holds 1 to 9 once. */
export function isValidSolution(grid: readonly number[]): boolean {
  if (grid.length !== 81) return false;
  const units = [rowOf, colOf, boxOf].flatMap((unit) =>
    Array.from({ length: 9 }, (_, u) => grid.filter((_, i) => unit(i) === u)),
  );
  return units.every((digits) => [...digits].sort().join('') === '123456789');
}
