import { describe, expect, it } from 'vitest';
import { KINDS, shuffledBag, type Kind } from './pieces.js';
import {
  cellsAt,
  COLS,
  fall,
  ghost,
  gravityMs,
  hardDrop,
  lock,
  newGame,
  rotate,
  ROWS,
  shift,
  type Board,
  type Game,
  type Piece,
} from './well.js';

const first = () => 0;

/** A well whose bottom rows are drawn as text, `#` for a filled cell. */
function boardOf(...bottom: string[]): Board {
  const rows = bottom.map((line) =>
    [...line.padEnd(COLS, '.')].map((c): Kind | null => (c === '#' ? 'Z' : null)),
  );
  const empty = Array.from({ length: ROWS - rows.length }, () =>
    Array<Kind | null>(COLS).fill(null),
  );
  return [...empty, ...rows];
}

const withPiece = (piece: Piece, board: Board = boardOf()): Game => ({
  ...newGame(first),
  board,
  piece,
});

const xs = (game: Game) => cellsAt(game.piece).map((c) => c.x);
const ys = (game: Game) => cellsAt(game.piece).map((c) => c.y);

describe('pieces and the bag', () => {
  it('puts every piece in each bag exactly once', () => {
    for (const random of [first, () => 0.9999, Math.random, Math.random]) {
      expect([...shuffledBag(random)].sort()).toEqual([...KINDS].sort());
    }
  });

  it('deals whole bags one after another', () => {
    let game = newGame(Math.random);
    const kinds: Kind[] = [];
    for (let i = 0; i < 14; i += 1) {
      kinds.push(game.piece.kind);
      game = { ...game, board: boardOf() };
      game = hardDrop(game, Math.random);
    }
    expect([...kinds.slice(0, 7)].sort()).toEqual([...KINDS].sort());
    expect([...kinds.slice(7)].sort()).toEqual([...KINDS].sort());
    expect(game.dealt).toBe(15);
  });

  it('spawns pieces centred in the top row with the next one queued', () => {
    const game = newGame(first);
    expect(game.piece.kind).toBe('I');
    expect(xs(game)).toEqual([3, 4, 5, 6]);
    expect(ys(game)).toEqual([0, 0, 0, 0]);
    expect(game.queue[0]).toBe('O');
  });
});

describe('moving and turning', () => {
  it('stops at the walls', () => {
    let game = newGame(first);
    for (let i = 0; i < 8; i += 1) game = shift(game, -1);
    expect(Math.min(...xs(game))).toBe(0);
    for (let i = 0; i < 12; i += 1) game = shift(game, 1);
    expect(Math.max(...xs(game))).toBe(COLS - 1);
  });

  it('does not move into the stack', () => {
    const game = withPiece({ kind: 'O', rotation: 0, x: 2, y: 18 }, boardOf('#.........'));
    expect(shift(game, -1).piece.x).toBe(1);
    expect(shift(shift(game, -1), -1).piece.x).toBe(1);
  });

  it('comes back to the same cells after four turns', () => {
    let game = withPiece({ kind: 'T', rotation: 0, x: 3, y: 5 });
    const start = cellsAt(game.piece);
    game = rotate(game);
    expect(cellsAt(game.piece)).not.toEqual(start);
    for (let i = 0; i < 3; i += 1) game = rotate(game);
    expect(cellsAt(game.piece)).toEqual(expect.arrayContaining(start));
    expect(rotate(rotate(game), -1).piece).toEqual(game.piece);
  });

  it('kicks a long piece two columns off the left wall', () => {
    const game = withPiece({ kind: 'I', rotation: 1, x: -2, y: 5 });
    expect(xs(game)).toEqual([0, 0, 0, 0]);
    const turned = rotate(game);
    expect(turned.piece.rotation).toBe(2);
    expect([...xs(turned)].sort()).toEqual([0, 1, 2, 3]);
  });

  it('kicks off the right wall', () => {
    const game = withPiece({ kind: 'T', rotation: 1, x: 8, y: 5 });
    expect(Math.max(...xs(game))).toBe(COLS);
    const upright = withPiece({ kind: 'T', rotation: 3, x: 8, y: 5 });
    expect(Math.max(...xs(upright))).toBe(COLS - 1);
    const turned = rotate(upright, -1);
    expect(turned.piece.x).toBe(7);
    expect(Math.max(...xs(turned))).toBe(COLS - 1);
  });

  it('lifts a piece turned on the floor', () => {
    const game = withPiece({ kind: 'T', rotation: 0, x: 3, y: 18 });
    const turned = rotate(game);
    expect(turned.piece.y).toBe(17);
    expect(Math.max(...ys(turned))).toBe(ROWS - 1);
  });

  it('refuses a turn with no room anywhere', () => {
    const walls = Array.from({ length: 4 }, () => '###...####');
    const game = withPiece({ kind: 'I', rotation: 1, x: 2, y: 16 }, boardOf(...walls));
    expect(rotate(game)).toBe(game);
  });
});

describe('dropping, clearing and scoring', () => {
  it('shows the ghost on top of the stack and hard drops onto it', () => {
    const game = withPiece({ kind: 'O', rotation: 0, x: 4, y: 0 }, boardOf('....#.....'));
    expect(ghost(game).y).toBe(17);
    const dropped = hardDrop(game, first);
    expect(dropped.score).toBe(34);
    expect(dropped.board[18]?.slice(4, 6)).toEqual(['O', 'O']);
    expect(dropped.board[17]?.slice(4, 6)).toEqual(['O', 'O']);
  });

  it('soft drops one row for a point and locks once it rests', () => {
    const game = withPiece({ kind: 'O', rotation: 0, x: 0, y: 17 });
    const lower = fall(game, first, 1);
    expect(lower.piece.y).toBe(18);
    expect(lower.score).toBe(1);
    const locked = fall(lower, first, 1);
    expect(locked.board[19]?.[0]).toBe('O');
    expect(locked.dealt).toBe(game.dealt + 1);
  });

  it.each([
    [1, 100],
    [2, 300],
    [3, 500],
    [4, 800],
  ])('clears %i full lines at once for %i points a level', (count, points) => {
    const full = Array.from({ length: count }, () => '#########.');
    const board = boardOf('#.........', ...full);
    const game = { ...withPiece({ kind: 'I', rotation: 1, x: 7, y: 16 }, board), level: 3 };
    const done = lock(game, first);
    expect(done.score).toBe(points * 3);
    expect(done.lines).toBe(count);
    expect(done.cleared).toEqual(Array.from({ length: count }, (_, i) => ROWS - count + i));
    expect(done.board[ROWS - 1]?.[0]).toBe('Z');
    expect(done.board.flat().filter(Boolean)).toHaveLength(1 + 4 - count);
  });

  it('goes up a level every ten lines and falls faster', () => {
    const game = {
      ...withPiece({ kind: 'I', rotation: 0, x: 0, y: 18 }, boardOf('....######')),
      lines: 9,
    };
    const done = lock(game, first);
    expect(done.lines).toBe(10);
    expect(done.level).toBe(2);
    expect(gravityMs(2)).toBeLessThan(gravityMs(1));
    expect(gravityMs(40)).toBe(60);
  });
});

describe('game over', () => {
  it('ends when the next piece has no room to enter', () => {
    const blocked = boardOf('....##....', ...Array.from({ length: ROWS - 1 }, () => ''));
    const game = withPiece({ kind: 'I', rotation: 0, x: 0, y: 18 }, blocked);
    expect(game.queue[0]).toBe('O');
    const done = lock(game, first);
    expect(done.piece.kind).toBe('O');
    expect(done.board[19]?.slice(0, 4)).toEqual(['I', 'I', 'I', 'I']);
    expect(done.over).toBe(true);
    expect(shift(done, 1)).toBe(done);
    expect(rotate(done)).toBe(done);
    expect(fall(done, first)).toBe(done);
    expect(hardDrop(done, first)).toBe(done);
  });

  it('ends when a piece comes to rest poking out of the top', () => {
    const column = (height: number) =>
      boardOf(...Array.from({ length: height }, () => '#.........'));
    const resting = { kind: 'O', rotation: 0, x: 0, y: 0 } as const;
    expect(lock(withPiece(resting, column(ROWS - 2)), first).over).toBe(false);
    expect(lock(withPiece({ ...resting, y: -2 }, column(ROWS)), first).over).toBe(true);
  });
});
