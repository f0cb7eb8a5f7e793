import type { Direction } from '../../shared/keys.js';

export const SIZE = 4;
export type Board = number[][];

export const emptyBoard = (): Board =>
  Array.from({ length: SIZE }, () => Array<number>(SIZE).fill(0));

/** Slides one row to the left: equal neighbours merge once, as in the classic rules. */
export function slideRow(row: readonly number[]): { row: number[]; gained: number } {
  const tiles = row.filter((v) => v !== 0);
  const out: number[] = [];
  let gained = 0;
  for (let i = 0; i < tiles.length; i += 1) {
    const value = tiles[i] ?? 0;
    if (value === tiles[i + 1]) {
      out.push(value * 2);
      gained += value * 2;
      i += 1;
    } else {
      out.push(value);
    }
  }
  while (out.length < row.length) out.push(0);
  return { row: out, gained };
}

const transpose = (b: Board): Board => b[0]?.map((_, c) => b.map((row) => row[c] ?? 0)) ?? [];
const reverse = (b: Board): Board => b.map((row) => [...row].reverse());

export function slide(
  board: Board,
  direction: Direction,
): { board: Board; gained: number; moved: boolean } {
  // Every direction is a left slide of a transformed board, transformed back afterwards.
  const to = (b: Board): Board =>
    direction === 'left'
      ? b
      : direction === 'right'
        ? reverse(b)
        : direction === 'up'
          ? transpose(b)
          : reverse(transpose(b));
  const from = (b: Board): Board =>
    direction === 'left'
      ? b
      : direction === 'right'
        ? reverse(b)
        : direction === 'up'
          ? transpose(b)
          : transpose(reverse(b));
  let gained = 0;
  const slid = to(board).map((row) => {
    const result = slideRow(row);
    gained += result.gained;
    return result.row;
  });
  const next = from(slid);
  const moved = next.some((row, r) => row.some((v, c) => v !== board[r]?.[c]));
  return { board: next, gained, moved };
}

export function addRandomTile(board: Board, random: () => number = Math.random): Board {
  const empty: [number, number][] = [];
  board.forEach((row, r) => row.forEach((v, c) => v === 0 && empty.push([r, c])));
  const pick = empty[Math.floor(random() * empty.length)];
  if (!pick) return board;
  const next = board.map((row) => [...row]);
  const [r, c] = pick;
  const row = next[r];
  if (row) row[c] = random() < 0.9 ? 2 : 4;
  return next;
}

export const canMove = (board: Board): boolean =>
  (['left', 'right', 'up', 'down'] as const).some((d) => slide(board, d).moved);

export const highest = (board: Board): number => Math.max(...board.flat());
