import { describe, expect, it } from 'vitest';
import {
  beats,
  candidates,
  conflicts,
  erase,
  fromSaved,
  hintCell,
  isGiven,
  isSolved,
  moveCursor,
  newGame,
  place,
  remaining,
  reveal,
  toggleNote,
  toSaved,
  undo,
  wrongCells,
  type Game,
} from './grid.js';
import { bitCount } from './solver.js';
import { CLASSIC, CLASSIC_SOLUTION } from './testing.js';

const start = (): Game => newGame({ level: 'easy', puzzle: CLASSIC, solution: CLASSIC_SOLUTION });
const flagged = (marks: boolean[]) => marks.flatMap((on, i) => (on ? [i] : []));
const open = (game: Game) => flagged(game.values.map((d) => d === 0));

describe('placing digits', () => {
  it('starts from the givens with no notes, mistakes or history', () => {
    const game = start();
    expect(game.values).toEqual(CLASSIC);
    expect(game.notes.every((n) => n === 0)).toBe(true);
    expect([game.mistakes, game.hints, game.history.length]).toEqual([0, 0, 0]);
    expect(isGiven(game, 0)).toBe(true);
    expect(isGiven(game, 2)).toBe(false);
  });

  it('writes a digit and counts only digits that disagree with the solution', () => {
    const right = place(start(), 2, 4);
    expect(right.values[2]).toBe(4);
    expect(right.mistakes).toBe(0);
    const wrong = place(right, 3, 2);
    expect(wrong.values[3]).toBe(2);
    expect(wrong.mistakes).toBe(1);
    expect(flagged(wrongCells(wrong))).toEqual([3]);
    expect(place(wrong, 3, 2)).toBe(wrong);
  });

  it('never changes a given', () => {
    const game = start();
    expect(place(game, 0, 1)).toBe(game);
    expect(erase(game, 0)).toBe(game);
    expect(toggleNote(game, 0, 1)).toBe(game);
    expect(reveal(game, 0)).toBe(game);
  });

  it('ignores digits out of range and cells off the board', () => {
    const game = start();
    for (const d of [0, 10, -1, 2.5]) expect(place(game, 2, d)).toBe(game);
    expect(place(game, 81, 4)).toBe(game);
    expect(place(game, -1, 4)).toBe(game);
  });
});

describe('conflicts', () => {
  it('finds none on the starting board', () => {
    expect(flagged(conflicts(start().values))).toEqual([]);
  });

  it('marks both cells of a clash in a row, a column or a box', () => {
    expect(flagged(conflicts(place(start(), 2, 7).values))).toEqual([2, 4]);
    expect(flagged(conflicts(place(start(), 3, 8).values))).toEqual([3, 39]);
    expect(flagged(conflicts(place(start(), 10, 8).values))).toEqual([10, 20]);
  });

  it('clears once the clashing digit is erased', () => {
    const game = place(start(), 2, 7);
    expect(flagged(conflicts(erase(game, 2).values))).toEqual([]);
  });
});

describe('pencil notes', () => {
  it('toggles a note on and off in an empty cell only', () => {
    const on = toggleNote(start(), 2, 4);
    expect(on.notes[2]).toBe(1 << 4);
    const two = toggleNote(on, 2, 6);
    expect(two.notes[2]).toBe((1 << 4) | (1 << 6));
    expect(toggleNote(two, 2, 4).notes[2]).toBe(1 << 6);
    const filled = place(start(), 2, 4);
    expect(toggleNote(filled, 2, 1)).toBe(filled);
  });

  it('rubs a placed digit out of the notes around it, and only there', () => {
    let game = start();
    for (const cell of [3, 11, 29, 78]) game = toggleNote(game, cell, 4);
    game = toggleNote(game, 3, 6);
    game = place(game, 2, 4);
    expect([game.notes[3], game.notes[11], game.notes[29], game.notes[78]]).toEqual([
      1 << 6,
      0,
      0,
      1 << 4,
    ]);
  });

  it('erases the digit first and the notes after', () => {
    const noted = toggleNote(toggleNote(start(), 2, 1), 2, 2);
    expect(erase(noted, 2).notes[2]).toBe(0);
    const filled = place(start(), 2, 4);
    expect(erase(filled, 2).values[2]).toBe(0);
    const empty = start();
    expect(erase(empty, 2)).toBe(empty);
  });
});

describe('undo', () => {
  it('takes moves back one at a time, notes included', () => {
    const noted = toggleNote(toggleNote(start(), 3, 4), 11, 4);
    const placed = place(noted, 2, 4);
    const back = undo(placed);
    expect(back.values).toEqual(noted.values);
    expect(back.notes).toEqual(noted.notes);
    expect(undo(undo(back)).notes).toEqual(start().notes);
    const empty = start();
    expect(undo(empty)).toBe(empty);
  });

  it('keeps the mistake count when a wrong digit is taken back', () => {
    const game = undo(place(start(), 2, 9));
    expect(game.values[2]).toBe(0);
    expect(game.mistakes).toBe(1);
  });

  it('remembers a long but limited history', () => {
    let game = start();
    for (let i = 0; i < 250; i += 1) game = toggleNote(game, 2, 1 + (i % 9));
    expect(game.history).toHaveLength(200);
  });
});

describe('hints', () => {
  it('helps with the chosen cell when it is empty or wrong', () => {
    expect(hintCell(start(), 2)).toBe(2);
    expect(hintCell(place(start(), 2, 9), 2)).toBe(2);
  });

  it('otherwise points at a wrong digit, then at the most constrained empty cell', () => {
    expect(hintCell(place(start(), 78, 4), 0)).toBe(78);
    const game = start();
    const cell = hintCell(game, 0);
    const fewest = Math.min(...open(game).map((i) => bitCount(candidates(game.values, i))));
    expect(game.values[cell]).toBe(0);
    expect(bitCount(candidates(game.values, cell))).toBe(fewest);
  });

  it('reveals the solution digit, counts a hint and can be undone', () => {
    const game = reveal(place(start(), 2, 9), 2);
    expect(game.values[2]).toBe(4);
    expect([game.mistakes, game.hints]).toEqual([1, 1]);
    expect(undo(game).values[2]).toBe(9);
  });
});

describe('winning', () => {
  it('is solved only when every cell holds its solution digit', () => {
    const cells = open(start());
    const last = cells.at(-1) ?? -1;
    let game = start();
    for (const cell of cells.slice(0, -1)) game = place(game, cell, CLASSIC_SOLUTION[cell] ?? 0);
    expect(isSolved(game)).toBe(false);
    const wrongDigit = ((CLASSIC_SOLUTION[last] ?? 0) % 9) + 1;
    expect(isSolved(place(game, last, wrongDigit))).toBe(false);
    expect(hintCell(game, 0)).toBe(last);
    const done = place(game, last, CLASSIC_SOLUTION[last] ?? 0);
    expect(isSolved(done)).toBe(true);
    expect(hintCell(done, 0)).toBe(-1);
    expect(remaining(done.values).every((n) => n === 0)).toBe(true);
  });

  it('counts the digits still to place', () => {
    const left = remaining(start().values);
    expect(left[5]).toBe(9 - CLASSIC.filter((d) => d === 5).length);
    expect(left.reduce((a, b) => a + b, 0)).toBe(open(start()).length);
  });

  it('ranks a quicker solve first', () => {
    expect(beats(90_000, undefined)).toBe(true);
    expect(beats(80_000, 90_000)).toBe(true);
    expect(beats(90_000, 90_000)).toBe(false);
  });
});

describe('keyboard cursor', () => {
  it('moves in four directions and wraps around the edges', () => {
    expect(moveCursor(0, 1, 0)).toBe(1);
    expect(moveCursor(0, 0, 1)).toBe(9);
    expect(moveCursor(0, -1, 0)).toBe(8);
    expect(moveCursor(0, 0, -1)).toBe(72);
    expect(moveCursor(80, 1, 0)).toBe(72);
  });
});

describe('saving', () => {
  it('brings a board in progress back as it was', () => {
    const game = toggleNote(place(place(start(), 2, 4), 3, 2), 5, 8);
    const saved = JSON.parse(JSON.stringify(toSaved(game, 61_234.4))) as unknown;
    const back = fromSaved(saved);
    expect(back?.ms).toBe(61_234);
    expect(back?.game.values).toEqual(game.values);
    expect(back?.game.notes).toEqual(game.notes);
    expect(back?.game.puzzle).toEqual(CLASSIC);
    expect(back?.game.mistakes).toBe(1);
    expect(back?.game.level).toBe('easy');
  });

  it('refuses a damaged or mismatched save', () => {
    const good = toSaved(start(), 1000);
    const blank = '0'.repeat(81);
    for (const bad of [
      null,
      'board',
      {},
      { ...good, level: 'expert' },
      { ...good, values: blank },
      { ...good, puzzle: blank, values: blank },
      { ...good, solution: good.puzzle },
      { ...good, notes: good.notes.slice(1) },
      { ...good, notes: good.notes.map(() => -1) },
      { ...good, mistakes: 'many' },
      { ...good, ms: -5 },
    ])
      expect(fromSaved(bad)).toBeNull();
    expect(fromSaved(good)).not.toBeNull();
  });
});
