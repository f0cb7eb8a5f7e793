import type { Stage } from '../../shared/canvas.js';
import { SIZE } from './solver.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Tool = 'notes' | 'undo' | 'erase' | 'hint';
export const TOOLS: readonly Tool[] = ['notes', 'undo', 'erase', 'hint'];

export const HUD_HEIGHT = 56;
const MARGIN = 20;
/** Space between the board and the pad, as a share of the board. */
const GAP = 0.05;
/** The pad beside the board is this wide, as a share of the board... */
const SIDE = 0.46;
/** ...and under it, this tall: a row of digits, then a row of tools. */
const DIGIT_ROW = 0.13;
const TOOL_ROW = 0.1;
const BELOW = DIGIT_ROW + 0.025 + TOOL_ROW;

export interface Layout {
  /** The square the 81 cells fill. */
  board: Box;
  cell: number;
  /** The number pad, digit 1 first. */
  digits: Box[];
  tools: Box[];
}

export const inside = (b: Box, x: number, y: number): boolean =>
  x >= b.x && y >= b.y && x <= b.x + b.w && y <= b.y + b.h;

function padBeside(x: number, top: number, size: number): Pick<Layout, 'digits' | 'tools'> {
  const w = size * SIDE;
  const g = Math.max(6, size * 0.02);
  const b = (w - 2 * g) / 3;
  const th = b * 0.72;
  const height = 3 * b + 2 * g + g * 2.5 + 2 * th + g;
  const y0 = top + (size - height) / 2;
  const digits = Array.from({ length: SIZE }, (_, i) => ({
    x: x + (i % 3) * (b + g),
    y: y0 + Math.floor(i / 3) * (b + g),
    w: b,
    h: b,
  }));
  const ty = y0 + 3 * b + 2 * g + g * 2.5;
  const tw = (w - g) / 2;
  const tools = TOOLS.map((_, i) => ({
    x: x + (i % 2) * (tw + g),
    y: ty + Math.floor(i / 2) * (th + g),
    w: tw,
    h: th,
  }));
  return { digits, tools };
}

function padBelow(x: number, y: number, size: number): Pick<Layout, 'digits' | 'tools'> {
  const g = Math.max(4, size * 0.012);
  const b = (size - 8 * g) / SIZE;
  const dh = size * DIGIT_ROW;
  const digits = Array.from({ length: SIZE }, (_, i) => ({ x: x + i * (b + g), y, w: b, h: dh }));
  const tw = (size - 3 * g) / TOOLS.length;
  const ty = y + dh + size * 0.025;
  const tools = TOOLS.map((_, i) => ({ x: x + i * (tw + g), y: ty, w: tw, h: size * TOOL_ROW }));
  return { digits, tools };
}

/** The pad goes beside the board on wide screens and under it on tall ones, whichever is bigger. */
export function layoutOf({ width, height }: Stage): Layout {
  const availW = width - 2 * MARGIN;
  const availH = height - HUD_HEIGHT - MARGIN;
  const beside = Math.min(availH, availW / (1 + GAP + SIDE));
  const below = Math.min(availW, availH / (1 + GAP + BELOW));
  const size = Math.floor(Math.max(180, Math.min(620, Math.max(beside, below))));
  const cell = size / SIZE;
  if (beside >= below) {
    const x = (width - size * (1 + GAP + SIDE)) / 2;
    const y = HUD_HEIGHT + (availH - size) / 2;
    return { board: { x, y, w: size, h: size }, cell, ...padBeside(x + size * (1 + GAP), y, size) };
  }
  const x = (width - size) / 2;
  const y = HUD_HEIGHT + (availH - size * (1 + GAP + BELOW)) / 2;
  return { board: { x, y, w: size, h: size }, cell, ...padBelow(x, y + size * (1 + GAP), size) };
}

/** The cell under a point, or -1 off the board. */
export function cellAt({ board, cell }: Layout, x: number, y: number): number {
  const col = Math.floor((x - board.x) / cell);
  const row = Math.floor((y - board.y) / cell);
  return col < 0 || row < 0 || col >= SIZE || row >= SIZE ? -1 : row * SIZE + col;
}
