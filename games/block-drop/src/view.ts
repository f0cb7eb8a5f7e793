import { roundRect, text, type Stage } from '../../shared/canvas.js';
import { theme } from '../../shared/theme.js';
import { cellsOf, KINDS, type Kind } from './pieces.js';
import { cellsAt, COLS, emptyRow, ROWS, type Board, type Piece } from './well.js';

export const ACCENT = '#8c7bff';

export const COLOURS: Record<Kind, string> = {
  I: '#4cd7f5',
  O: '#ffd166',
  T: '#d27dff',
  S: '#3ddc97',
  Z: '#ff5470',
  J: '#4f86ff',
  L: '#ff9f43',
};

/** Beside the well the side column is this many cells wide; above it the bar is this tall. */
const SIDE = 5;
const BAR = 2.8;

/** A half-built stack shown behind the title card. */
const DEMO = ['....Z.....', '.SSZZ..JJ.', 'SS.ZTTT.J.', 'OOLLLTZZJ.', 'OOLIIIIZZ.'];

export const demoBoard = (): Board => [
  ...Array.from({ length: ROWS - DEMO.length }, emptyRow),
  ...DEMO.map((row) => [...row].map((c) => KINDS.find((k) => k === c) ?? null)),
];

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Layout {
  cell: number;
  /** Top-left corner of the well. */
  x: number;
  y: number;
  next: Rect;
  stats: Rect[];
  /** Where the key hints go, when there is room for them. */
  hints: { x: number; y: number } | null;
}

/** The cards sit beside the well on wide screens and above it on tall ones, whichever is bigger. */
export function layoutOf({ width, height }: Stage): Layout {
  const beside = Math.min((width - 48) / (COLS + SIDE + 0.6), (height - 84) / ROWS);
  const above = Math.min((width - 48) / COLS, (height - 84) / (ROWS + BAR + 0.6));
  const cell = Math.max(8, Math.floor(Math.max(beside, above)));
  if (beside >= above) {
    const gap = Math.round(cell * 0.6);
    const x = Math.floor((width - cell * (COLS + SIDE) - gap) / 2);
    const y = Math.floor(56 + (height - 56 - cell * ROWS) / 2);
    const side = x + cell * COLS + gap;
    const card = (top: number, h: number) => ({
      x: side,
      y: y - 6 + top * cell,
      w: cell * SIDE,
      h: h * cell,
    });
    return {
      cell,
      x,
      y,
      next: card(0, 4.4),
      stats: [card(4.8, 2.4), card(7.6, 2.4)],
      hints: { x: side + (cell * SIDE) / 2, y: y + cell * ROWS },
    };
  }
  const bar = Math.round(cell * BAR);
  const gap = Math.round(cell * 0.6);
  const x = Math.floor((width - cell * COLS) / 2);
  const top = Math.floor(56 + (height - 56 - bar - gap - cell * ROWS - 12) / 2);
  const full = cell * COLS + 12;
  const nextW = Math.round(cell * 4.4);
  const statW = (full - nextW - 20) / 2;
  const stat = (i: number) => ({
    x: x - 6 + nextW + 10 + i * (statW + 10),
    y: top,
    w: statW,
    h: bar,
  });
  return {
    cell,
    x,
    y: top + bar + gap + 6,
    next: { x: x - 6, y: top, w: nextW, h: bar },
    stats: [stat(0), stat(1)],
    hints: null,
  };
}

function polygon(ctx: CanvasRenderingContext2D, fill: string, points: number[][]): void {
  ctx.beginPath();
  for (const [px = 0, py = 0] of points) ctx.lineTo(px, py);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A bevelled, gently glowing block: lit from the top left, shaded bottom right. */
export function drawBlock(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  s: number,
  colour: string,
  glow: number,
): void {
  const b = Math.max(2, s * 0.16);
  ctx.save();
  ctx.shadowColor = colour;
  ctx.shadowBlur = glow;
  ctx.beginPath();
  ctx.roundRect(x + 1, y + 1, s - 2, s - 2, s * 0.16);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.clip();
  const [r, bt] = [x + s, y + s];
  polygon(ctx, 'rgba(255,255,255,0.38)', [
    [x, y],
    [r, y],
    [r - b, y + b],
    [x + b, y + b],
    [x + b, bt - b],
    [x, bt],
  ]);
  polygon(ctx, 'rgba(10,8,40,0.3)', [
    [r, y],
    [r, bt],
    [x, bt],
    [x + b, bt - b],
    [r - b, bt - b],
    [r - b, y + b],
  ]);
  ctx.fillStyle = 'rgba(255,255,255,0.14)';
  ctx.fillRect(x + b, y + b, s - 2 * b, (s - 2 * b) * 0.42);
  ctx.restore();
}

export function drawWell(ctx: CanvasRenderingContext2D, l: Layout, board: Board): void {
  const s = l.cell;
  roundRect(ctx, l.x - 6, l.y - 6, s * COLS + 12, s * ROWS + 12, 14, theme.panel);
  board.forEach((row, r) =>
    row.forEach((kind, c) => {
      const x = l.x + c * s;
      const y = l.y + r * s;
      if (kind) drawBlock(ctx, x, y, s, COLOURS[kind], s * 0.25);
      else roundRect(ctx, x + 2, y + 2, s - 4, s - 4, s * 0.14, 'rgba(255,255,255,0.035)');
    }),
  );
}

export function drawPiece(ctx: CanvasRenderingContext2D, l: Layout, piece: Piece): void {
  for (const { x, y } of cellsAt(piece))
    if (y >= 0)
      drawBlock(ctx, l.x + x * l.cell, l.y + y * l.cell, l.cell, COLOURS[piece.kind], l.cell * 0.7);
}

/** Where the piece will land, as a faint outline so it never reads as part of the stack. */
export function drawGhost(ctx: CanvasRenderingContext2D, l: Layout, piece: Piece): void {
  const s = l.cell;
  ctx.strokeStyle = COLOURS[piece.kind];
  ctx.lineWidth = 2;
  for (const { x, y } of cellsAt(piece)) {
    if (y < 0) continue;
    ctx.globalAlpha = 0.14;
    roundRect(ctx, l.x + x * s + 2, l.y + y * s + 2, s - 4, s - 4, s * 0.16, COLOURS[piece.kind]);
    ctx.globalAlpha = 0.6;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** Cleared rows burn out white before the stack above falls into place. */
export function drawFlash(ctx: CanvasRenderingContext2D, l: Layout, rows: number[], t: number) {
  ctx.save();
  ctx.shadowColor = '#ffffff';
  ctx.shadowBlur = l.cell;
  for (const row of rows) {
    const squeeze = (l.cell * t) / 2;
    ctx.globalAlpha = 0.9 * (1 - t);
    roundRect(
      ctx,
      l.x,
      l.y + row * l.cell + squeeze,
      l.cell * COLS,
      l.cell - squeeze * 2,
      6,
      '#fff',
    );
  }
  ctx.restore();
}

/** Praise for a clear, rising from the cleared rows and fading as `t` goes from 0 to 1. */
export function drawPopup(
  ctx: CanvasRenderingContext2D,
  l: Layout,
  label: string,
  detail: string,
  row: number,
  t: number,
): void {
  const x = l.x + (l.cell * COLS) / 2;
  const y = l.y + (Math.min(row, ROWS - 2.5) - t * 1.5) * l.cell;
  ctx.save();
  ctx.globalAlpha = Math.min(1, 3 * (1 - t));
  ctx.shadowColor = 'rgba(8, 10, 24, 0.9)';
  ctx.shadowBlur = 10;
  text(ctx, label, x, y, Math.max(18, l.cell * 0.95), theme.text, 'center', 800);
  text(ctx, detail, x, y + l.cell, Math.max(14, l.cell * 0.6), ACCENT);
  ctx.restore();
}

/** A card with its label on top; returns the middle of the space left under the label. */
function card(ctx: CanvasRenderingContext2D, r: Rect, label: string, cell: number): number {
  roundRect(ctx, r.x, r.y, r.w, r.h, 14, theme.panel);
  const size = Math.max(11, cell * 0.36);
  text(ctx, label, r.x + r.w / 2, r.y + size * 1.3, size, theme.muted, 'center', 700);
  return r.y + size * 2.2 + (r.h - size * 2.2) / 2;
}

export function drawSide(
  ctx: CanvasRenderingContext2D,
  l: Layout,
  next: Kind | undefined,
  level: number,
  lines: number,
): void {
  const s = l.cell;
  const middle = card(ctx, l.next, 'NEXT', s);
  if (next) {
    const cells = cellsOf(next, 0);
    const xs = cells.map((c) => c.x);
    const ys = cells.map((c) => c.y);
    const cols = Math.max(...xs) - Math.min(...xs) + 1;
    const rows = Math.max(...ys) - Math.min(...ys) + 1;
    const p = Math.min(s * 0.8, (l.next.w - s * 0.6) / 4, (l.next.y + l.next.h - middle) * 0.9);
    const ox = l.next.x + (l.next.w - cols * p) / 2 - Math.min(...xs) * p;
    const oy = middle - (rows * p) / 2 - Math.min(...ys) * p;
    for (const c of cells) drawBlock(ctx, ox + c.x * p, oy + c.y * p, p, COLOURS[next], p * 0.5);
  }
  const value = Math.max(16, s * 0.8);
  const stats: [string, number, string][] = [
    ['LEVEL', level, ACCENT],
    ['LINES', lines, theme.text],
  ];
  stats.forEach(([label, n, colour], i) => {
    const r = l.stats[i];
    if (r) text(ctx, String(n), r.x + r.w / 2, card(ctx, r, label, s), value, colour);
  });
  if (!l.hints) return;
  const hint = Math.max(10, s * 0.32);
  const { x, y } = l.hints;
  text(ctx, 'P  pause', x, y - hint, hint, theme.muted, 'center', 600);
  text(ctx, 'Space  drop', x, y - hint * 2.8, hint, theme.muted, 'center', 600);
}
