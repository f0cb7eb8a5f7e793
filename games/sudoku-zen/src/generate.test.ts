import { describe, expect, it } from 'vitest';
import { carve, CLUES, clueCount, fullGrid, generate, LEVELS } from './generate.js';
import { countSolutions, solve } from './solver.js';
import { isValidSolution, seeded } from './testing.js';

describe('full grids', () => {
  it('are valid, repeatable with a seed and different between seeds', () => {
    for (let seed = 1; seed <= 20; seed += 1)
      expect(isValidSolution(fullGrid(seeded(seed)))).toBe(true);
    expect(fullGrid(seeded(3))).toEqual(fullGrid(seeded(3)));
    expect(fullGrid(seeded(3))).not.toEqual(fullGrid(seeded(4)));
  });

  it('survives a random function that returns the top of its range', () => {
    expect(isValidSolution(fullGrid(() => 0.9999999999))).toBe(true);
  });
});

describe('puzzles', () => {
  it.each(LEVELS)('%s puzzles have the level clue count and exactly one solution', (level) => {
    for (let seed = 1; seed <= 15; seed += 1) {
      const { puzzle, solution } = generate(level, seeded(seed * 31));
      expect(clueCount(puzzle)).toBe(CLUES[level]);
      expect(isValidSolution(solution)).toBe(true);
      expect(puzzle.every((d, i) => d === 0 || d === solution[i])).toBe(true);
      expect(countSolutions(puzzle)).toBe(1);
      expect(solve(puzzle)).toEqual(solution);
    }
  });

  it('gives fewer clues at harder levels', () => {
    expect(CLUES.easy).toBeGreaterThan(CLUES.medium);
    expect(CLUES.medium).toBeGreaterThan(CLUES.hard);
  });

  it('carves the same puzzle from the same seed', () => {
    expect(generate('hard', seeded(9))).toEqual(generate('hard', seeded(9)));
    expect(generate('hard', seeded(9)).puzzle).not.toEqual(generate('hard', seeded(10)).puzzle);
  });

  it('never carves below the clue count asked for', () => {
    const solution = fullGrid(seeded(5));
    expect(clueCount(carve(solution, 70, seeded(5)))).toBe(70);
    expect(carve(solution, 81, seeded(5))).toEqual(solution);
  });

  it('makes a hard puzzle well under a second', () => {
    const runs = 30;
    let slowest = 0;
    for (let seed = 1; seed <= runs; seed += 1) {
      const start = performance.now();
      generate('hard', seeded(seed * 7919));
      slowest = Math.max(slowest, performance.now() - start);
    }
    expect(slowest).toBeLessThan(250);
  });
});
