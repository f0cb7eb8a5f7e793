import { describe, expect, it } from 'vitest';
import { addRandomTile, canMove, emptyBoard, slide, slideRow } from './board.js';

describe('2048 rules', () => {
  it('merges equal neighbours once per move', () => {
    expect(slideRow([2, 2, 2, 2])).toEqual({ row: [4, 4, 0, 0], gained: 8 });
    expect(slideRow([2, 2, 4, 0])).toEqual({ row: [4, 4, 0, 0], gained: 4 });
    expect(slideRow([4, 0, 0, 4])).toEqual({ row: [8, 0, 0, 0], gained: 8 });
    expect(slideRow([2, 4, 2, 4])).toEqual({ row: [2, 4, 2, 4], gained: 0 });
  });

  it('slides in every direction', () => {
    const board = [
      [2, 0, 0, 2],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [2, 0, 0, 0],
    ];
    expect(slide(board, 'left').board[0]).toEqual([4, 0, 0, 0]);
    expect(slide(board, 'right').board[0]).toEqual([0, 0, 0, 4]);
    expect(slide(board, 'up').board.map((r) => r[0])).toEqual([4, 0, 0, 0]);
    expect(slide(board, 'down').board.map((r) => r[0])).toEqual([0, 0, 0, 4]);
    expect(slide(board, 'down').board.map((r) => r[3])).toEqual([0, 0, 0, 2]);
  });

  it('reports a move that changes nothing', () => {
    const board = [
      [2, 4, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    expect(slide(board, 'left').moved).toBe(false);
    expect(slide(board, 'right').moved).toBe(true);
  });

  it('adds a 2 or a 4 on an empty cell', () => {
    const next = addRandomTile(emptyBoard(), () => 0);
    expect(next.flat().filter((v) => v !== 0)).toEqual([2]);
  });

  it('ends when no move is left', () => {
    const stuck = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ];
    expect(canMove(stuck)).toBe(false);
    expect(canMove(emptyBoard())).toBe(false);
    expect(canMove(addRandomTile(emptyBoard()))).toBe(true);
  });
});
