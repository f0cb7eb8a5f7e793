import { describe, expect, it } from 'vitest';
import {
  beats,
  deal,
  faceUp,
  flip,
  hideMismatch,
  isWon,
  moveCursor,
  SIZES,
  type Game,
} from './cards.js';

/** A fixed board: faces 0 0 1 1 2 2 in a 3x2 grid. */
const board = (): Game => ({
  cols: 3,
  rows: 2,
  cards: [0, 0, 1, 1, 2, 2].map((face) => ({ face, matched: false })),
  open: [],
  moves: 0,
});

const play = (game: Game, ...indices: number[]): Game =>
  indices.reduce((g, i) => hideMismatch(flip(g, i).game), game);

/** A repeatable stand-in for Math.random. */
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('dealing', () => {
  it('deals every size as exact pairs of distinct faces, all face down', () => {
    for (const size of SIZES) {
      const game = deal(size, 12, seeded(7));
      expect(game.cards).toHaveLength(size.cols * size.rows);
      const counts = new Map<number, number>();
      game.cards.forEach((c) => counts.set(c.face, (counts.get(c.face) ?? 0) + 1));
      expect(counts.size).toBe(game.cards.length / 2);
      expect([...counts.values()].every((n) => n === 2)).toBe(true);
      expect([...counts.keys()].every((f) => f >= 0 && f < 12)).toBe(true);
      expect(game.cards.some((c) => c.matched)).toBe(false);
      expect(game.open).toEqual([]);
      expect(game.moves).toBe(0);
    }
  });

  it('shuffles with the random function it is given', () => {
    const faces = (seed: number) =>
      deal({ cols: 6, rows: 4 }, 12, seeded(seed)).cards.map((c) => c.face);
    expect(faces(3)).toEqual(faces(3));
    expect(faces(3)).not.toEqual(faces(4));
  });

  it('survives a random function that returns the top of its range', () => {
    const game = deal({ cols: 4, rows: 3 }, 6, () => 0.9999999999);
    expect(new Set(game.cards.map((c) => c.face))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it('refuses an odd board or one with more pairs than faces', () => {
    expect(() => deal({ cols: 3, rows: 3 }, 12)).toThrow();
    expect(() => deal({ cols: 6, rows: 4 }, 11)).toThrow();
    expect(() => deal({ cols: 0, rows: 4 }, 12)).toThrow();
  });
});

describe('flipping', () => {
  it('keeps a matching pair face up and counts one move for the turn', () => {
    const first = flip(board(), 0);
    expect(first.result).toBe('first');
    expect(first.game.moves).toBe(0);
    const second = flip(first.game, 1);
    expect(second.result).toBe('match');
    expect(second.game.moves).toBe(1);
    expect(second.game.open).toEqual([]);
    expect(faceUp(second.game, 0) && faceUp(second.game, 1)).toBe(true);
  });

  it('leaves a mismatch open until it is hidden, then turns both back', () => {
    const { game, result } = flip(flip(board(), 0).game, 2);
    expect(result).toBe('mismatch');
    expect(game.moves).toBe(1);
    expect(game.open).toEqual([0, 2]);
    const hidden = hideMismatch(game);
    expect(hidden.open).toEqual([]);
    expect(faceUp(hidden, 0) || faceUp(hidden, 2)).toBe(false);
    expect(hidden.moves).toBe(1);
  });

  it('ignores a third card while a mismatch is showing', () => {
    const shown = flip(flip(board(), 0).game, 2).game;
    const third = flip(shown, 4);
    expect(third.result).toBe('ignored');
    expect(third.game).toBe(shown);
  });

  it('ignores the open card, a matched card and a card off the board', () => {
    const open = flip(board(), 0).game;
    expect(flip(open, 0)).toEqual({ game: open, result: 'ignored' });
    const matched = play(board(), 0, 1);
    expect(flip(matched, 1).result).toBe('ignored');
    expect(flip(matched, -1).result).toBe('ignored');
    expect(flip(matched, 6).result).toBe('ignored');
    expect(matched.moves).toBe(1);
  });

  it('does not change a board with nothing to hide', () => {
    const open = flip(board(), 3).game;
    expect(hideMismatch(open)).toBe(open);
  });
});

describe('winning and records', () => {
  it('wins only when the last pair is found', () => {
    const almost = play(board(), 0, 2, 0, 1, 2, 3, 4);
    expect(isWon(almost)).toBe(false);
    const won = play(almost, 5);
    expect(isWon(won)).toBe(true);
    expect(won.moves).toBe(4);
  });

  it('ranks fewer moves first and a quicker time on equal moves', () => {
    expect(beats({ moves: 9, ms: 90_000 }, undefined)).toBe(true);
    expect(beats({ moves: 8, ms: 90_000 }, { moves: 9, ms: 10_000 })).toBe(true);
    expect(beats({ moves: 9, ms: 9_000 }, { moves: 9, ms: 10_000 })).toBe(true);
    expect(beats({ moves: 9, ms: 10_000 }, { moves: 9, ms: 10_000 })).toBe(false);
    expect(beats({ moves: 10, ms: 1_000 }, { moves: 9, ms: 10_000 })).toBe(false);
  });
});

describe('keyboard cursor', () => {
  it('moves across the grid and stops at its edges', () => {
    const game = board();
    expect(moveCursor(game, 0, 1, 0)).toBe(1);
    expect(moveCursor(game, 1, 0, 1)).toBe(4);
    expect(moveCursor(game, 2, 1, 0)).toBe(2);
    expect(moveCursor(game, 3, -1, 0)).toBe(3);
    expect(moveCursor(game, 5, 0, 1)).toBe(5);
    expect(moveCursor(game, 0, 0, -1)).toBe(0);
  });
});
