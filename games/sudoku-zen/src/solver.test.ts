import { describe, expect, it } from 'vitest';
import { countSolutions, solve } from './solver.js';
import { CLASSIC, CLASSIC_SOLUTION, gridOf, isValidSolution } from './testing.js';

const HARDEST = gridOf(`
  8........ ..36..... .7..9.2.. .5...7... ....457.. ...1...3. ..1....68 ..85...1. .9....4..`);
const HARDEST_SOLUTION = gridOf(`
  812753649 943682175 675491283 154237896 369845721 287169534 521974368 438526917 796318452`);

describe('solver', () => {
  it('solves a known puzzle to its known solution, and finds it unique', () => {
    expect(isValidSolution(CLASSIC_SOLUTION)).toBe(true);
    expect(solve(CLASSIC)).toEqual(CLASSIC_SOLUTION);
    expect(countSolutions(CLASSIC)).toBe(1);
  });

  it('solves a famously hard puzzle quickly', () => {
    const start = performance.now();
    expect(solve(HARDEST)).toEqual(HARDEST_SOLUTION);
    expect(countSolutions(HARDEST)).toBe(1);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('stops counting at the limit on a grid with many solutions', () => {
    expect(countSolutions(Array<number>(81).fill(0))).toBe(2);
    expect(countSolutions(Array<number>(81).fill(0), 5)).toBe(5);
    // A 6-7 / 7-6 rectangle across two boxes can be swapped: the classic deadly pattern.
    const deadly = CLASSIC_SOLUTION.map((d, i) => ([3, 4, 30, 31].includes(i) ? 0 : d));
    expect(countSolutions(deadly)).toBe(2);
    const single = CLASSIC_SOLUTION.map((d, i) => ([3, 4, 30, 40].includes(i) ? 0 : d));
    expect(countSolutions(single)).toBe(1);
    expect(countSolutions(gridOf('123456789'.padEnd(81, '.')))).toBe(2);
  });

  it('returns the solution itself for a full grid', () => {
    expect(countSolutions(CLASSIC_SOLUTION)).toBe(1);
    expect(solve(CLASSIC_SOLUTION)).toEqual(CLASSIC_SOLUTION);
  });

  it('finds no solution when the givens clash or leave a cell without a digit', () => {
    const clash = [...CLASSIC];
    clash[2] = 5;
    expect(countSolutions(clash)).toBe(0);
    expect(solve(clash)).toBeNull();
    // The top right cell needs a 9, but a 9 already sits lower in its column.
    const stuck = gridOf('12345678.'.padEnd(44, '.') + '9'.padEnd(37, '.'));
    expect(countSolutions(stuck)).toBe(0);
  });

  it('rejects a grid of the wrong size or with digits out of range', () => {
    expect(countSolutions(CLASSIC.slice(1))).toBe(0);
    expect(countSolutions([10, ...CLASSIC.slice(1)])).toBe(0);
    expect(countSolutions([1.5, ...CLASSIC.slice(1)])).toBe(0);
  });
});
