import { describe, expect, it } from 'vitest';
import {
  beats,
  chord,
  cleared,
  layMines,
  minesLeft,
  moveCursor,
  neighbours,
  newField,
  reveal,
  SIZES,
  toggleFlag,
  withMines,
  type Field,
} from './field.js';

/** A field in play drawn as text rows, `*` for a mine. */
function fieldOf(...lines: string[]): Field {
  const cols = lines[0]?.length ?? 0;
  const cells = lines.join('');
  const mines = [...cells].flatMap((c, i) => (c === '*' ? [i] : []));
  const blank = newField({ name: 'Test', cols, rows: lines.length, mines: mines.length });
  return withMines(blank, mines);
}

/** The field as text: `#` hidden, `F` flagged, `*` an open mine, digits for open squares. */
const picture = (field: Field): string[] =>
  Array.from({ length: field.rows }, (_, r) =>
    field.squares
      .slice(r * field.cols, (r + 1) * field.cols)
      .map((s) =>
        s.state === 'hidden' ? '#' : s.state === 'flagged' ? 'F' : s.mine ? '*' : String(s.count),
      )
      .join(''),
  );

/** A repeatable stand-in for Math.random. */
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

const mineIndices = (field: Field) => field.squares.flatMap((s, i) => (s.mine ? [i] : []));

describe('a new field', () => {
  it('starts hidden, waiting, with no mines laid yet', () => {
    for (const size of SIZES) {
      const field = newField(size);
      expect(field.squares).toHaveLength(size.cols * size.rows);
      expect(field.squares.every((s) => s.state === 'hidden' && !s.mine)).toBe(true);
      expect(field.status).toBe('ready');
      expect(minesLeft(field)).toBe(size.mines);
    }
  });

  it('refuses a field with no mines or no safe square', () => {
    expect(() => newField({ name: 'x', cols: 3, rows: 3, mines: 0 })).toThrow();
    expect(() => newField({ name: 'x', cols: 3, rows: 3, mines: 9 })).toThrow();
    expect(() => newField({ name: 'x', cols: 0, rows: 3, mines: 1 })).toThrow();
  });

  it('knows the neighbours of corners, edges and the middle', () => {
    const size = { cols: 4, rows: 3 };
    expect(neighbours(size, 0).sort((a, b) => a - b)).toEqual([1, 4, 5]);
    expect(neighbours(size, 1)).toHaveLength(5);
    expect(neighbours(size, 5).sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 6, 8, 9, 10]);
    expect(neighbours(size, 11).sort((a, b) => a - b)).toEqual([6, 7, 10]);
  });
});

describe('the first reveal', () => {
  it('never lands on a mine or beside one, on every size and from anywhere', () => {
    for (const size of SIZES)
      for (let seed = 1; seed <= 20; seed += 1) {
        const blank = newField(size);
        const first = (seed * 37) % blank.squares.length;
        const field = reveal(blank, first, seeded(seed));
        expect(mineIndices(field)).toHaveLength(size.mines);
        for (const i of [first, ...neighbours(field, first)])
          expect(field.squares[i]?.mine).toBe(false);
        expect(field.squares[first]).toMatchObject({ state: 'open', count: 0 });
        expect(field.status).toBe('playing');
      }
  });

  it('still spares the first square when the field is too full to spare its neighbours', () => {
    const field = reveal(newField({ name: 'Tiny', cols: 3, rows: 3, mines: 7 }), 4, seeded(5));
    expect(field.squares[4]).toMatchObject({ mine: false, state: 'open', count: 7 });
    expect(mineIndices(field)).toHaveLength(7);
  });

  it('lays mines with the random function it is given', () => {
    const lay = (seed: number) => mineIndices(layMines(newField(SIZES[1]), 0, seeded(seed)));
    expect(lay(3)).toEqual(lay(3));
    expect(lay(3)).not.toEqual(lay(4));
    const top = layMines(newField(SIZES[2]), 100, () => 0.9999999999);
    expect(mineIndices(top)).toHaveLength(99);
  });
});

describe('revealing', () => {
  it('counts the mines around every square', () => {
    const field = fieldOf('*..', '...', '.**');
    expect(field.squares.map((s) => s.count)).toEqual([0, 1, 0, 2, 3, 2, 1, 1, 1]);
  });

  it('floods through empty squares and stops at the numbers around them', () => {
    const field = reveal(fieldOf('....', '....', '...*', '..*.'), 0);
    expect(picture(field)).toEqual(['0000', '0011', '012#', '01##']);
    expect(field.status).toBe('playing');
  });

  it('opens just the square when it shows a number', () => {
    const field = reveal(fieldOf('*...', '....', '....'), 1);
    expect(picture(field)).toEqual(['#1##', '####', '####']);
  });

  it('loses on a mine and ignores every move after it', () => {
    const lost = reveal(fieldOf('*...', '....', '....'), 0);
    expect(lost.status).toBe('lost');
    expect(lost.exploded).toBe(0);
    expect(reveal(lost, 3)).toBe(lost);
    expect(toggleFlag(lost, 3)).toBe(lost);
  });

  it('wins once every safe square is open and flags the mines', () => {
    const start = fieldOf('*..', '...', '..*');
    const almost = reveal(reveal(reveal(start, 2), 3), 7);
    expect(almost.status).toBe('playing');
    expect(cleared(almost)).toBeCloseTo(6 / 7);
    const won = reveal(almost, 6);
    expect(won.status).toBe('won');
    expect(picture(won)).toEqual(['F10', '121', '01F']);
    expect(minesLeft(won)).toBe(0);
    expect(cleared(won)).toBe(1);
    expect(reveal(won, 0)).toBe(won);
  });

  it('ignores open squares and squares off the field', () => {
    const field = reveal(fieldOf('*...', '....'), 3);
    expect(reveal(field, 3)).toBe(field);
    expect(reveal(field, -1)).toBe(field);
    expect(reveal(field, 8)).toBe(field);
  });
});

describe('flags', () => {
  it('toggle on hidden squares, count down the mines left and can go below zero', () => {
    let field = fieldOf('*..', '...');
    field = toggleFlag(field, 0);
    expect(field.squares[0]?.state).toBe('flagged');
    expect(minesLeft(field)).toBe(0);
    field = toggleFlag(field, 1);
    expect(minesLeft(field)).toBe(-1);
    field = toggleFlag(field, 1);
    expect(field.squares[1]?.state).toBe('hidden');
    expect(minesLeft(field)).toBe(0);
  });

  it('block a reveal, even on a mine, and stop the flood', () => {
    const flagged = toggleFlag(fieldOf('*...', '....', '....'), 0);
    expect(reveal(flagged, 0)).toBe(flagged);
    const blocked = reveal(toggleFlag(fieldOf('....', '....', '...*'), 5), 0);
    expect(picture(blocked)).toEqual(['0000', '0F11', '001#']);
  });

  it('cannot go on an open square', () => {
    const field = reveal(fieldOf('*..', '...'), 2);
    expect(toggleFlag(field, 2)).toBe(field);
  });
});

describe('chording', () => {
  const one = () => reveal(fieldOf('*...', '....', '....'), 5);
  const two = () => reveal(fieldOf('*...', '....', '.*..'), 5);

  it('opens the other neighbours of a number with its flag in place, flooding on', () => {
    const field = chord(toggleFlag(one(), 0), 5);
    expect(picture(field)).toEqual(['F100', '1100', '0000']);
    expect(field.status).toBe('won');
  });

  it('does nothing until the number has all its flags', () => {
    const field = two();
    expect(chord(field, 5)).toBe(field);
    const half = toggleFlag(field, 0);
    expect(chord(half, 5)).toBe(half);
    const full = chord(toggleFlag(half, 9), 5);
    expect(picture(full)).toEqual(['F100', '2210', '1F10']);
  });

  it('sets off a mine when a flag is wrong', () => {
    const lost = chord(toggleFlag(one(), 1), 5);
    expect(lost.status).toBe('lost');
    expect(lost.exploded).toBe(0);
  });

  it('ignores hidden squares and empty ones', () => {
    const field = reveal(fieldOf('..*.', '..*.', '..*.'), 0);
    expect(picture(field)).toEqual(['02##', '03##', '02##']);
    expect(chord(field, 0)).toBe(field);
    expect(chord(field, 3)).toBe(field);
  });
});

describe('records and the cursor', () => {
  it('ranks the quicker clear first', () => {
    expect(beats(60_000, undefined)).toBe(true);
    expect(beats(59_000, 60_000)).toBe(true);
    expect(beats(60_000, 60_000)).toBe(false);
  });

  it('moves across the field and stops at its edges', () => {
    const field = fieldOf('*..', '...');
    expect(moveCursor(field, 0, 1, 0)).toBe(1);
    expect(moveCursor(field, 1, 0, 1)).toBe(4);
    expect(moveCursor(field, 2, 1, 0)).toBe(2);
    expect(moveCursor(field, 3, -1, 0)).toBe(3);
    expect(moveCursor(field, 5, 0, 1)).toBe(5);
  });
});
