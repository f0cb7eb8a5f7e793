import { roundRect, text, type Stage } from '../../shared/canvas.js';
import { theme } from '../../shared/theme.js';
import type { Field, Square } from './field.js';
import { ACCENT, drawFlag, drawMine } from './icons.js';

const HUD_HEIGHT = 56;
/** How long a square takes to open. */
const OPEN_SECONDS = 0.16;
/** Seconds per square of distance as a flood, the mines of a loss or the win glow spread. */
const FLOOD_STEP = 0.022;
const MINE_STEP = 0.06;
const WAVE_STEP = 0.035;
const WAVE_SECONDS = 0.4;
/** Classic number colours, lifted so they read on the dark open squares. */
const NUMBERS = [
  '',
  '#5aa9ff',
  '#4cd98a',
  '#ff5d73',
  '#a391ff',
  '#f0935c',
  '#2fd4c9',
  '#f4f6ff',
  '#9aa3c7',
];
const OPEN = '#141935';
const BASE = '#1c2245';

export interface Layout {
  x: number;
  y: number;
  cell: number;
  cols: number;
  rows: number;
}

/** A soft coral glow behind the board. */
export function drawBackdrop({ ctx, width, height }: Stage): void {
  const glow = ctx.createRadialGradient(
    width / 2,
    height / 2,
    0,
    width / 2,
    height / 2,
    width * 0.6,
  );
  glow.addColorStop(0, 'rgba(255, 107, 107, 0.1)');
  glow.addColorStop(1, 'rgba(255, 107, 107, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
}

/** The largest square cells that fit under the HUD with room for the board's frame. */
export function layout({ width, height }: Stage, cols: number, rows: number): Layout {
  const fit = Math.min(46, (width - 48) / cols, (height - HUD_HEIGHT - 32) / rows);
  const cell = Math.max(10, Math.floor(fit));
  return {
    x: Math.round((width - cell * cols) / 2),
    y: Math.round(HUD_HEIGHT + (height - HUD_HEIGHT - 8 - cell * rows) / 2),
    cell,
    cols,
    rows,
  };
}

export function squareAt(l: Layout, x: number, y: number): number {
  const col = Math.floor((x - l.x) / l.cell);
  const row = Math.floor((y - l.y) / l.cell);
  return col >= 0 && row >= 0 && col < l.cols && row < l.rows ? row * l.cols + col : -1;
}

const distance = (cols: number, a: number, b: number): number =>
  Math.hypot((a % cols) - (b % cols), Math.floor(a / cols) - Math.floor(b / cols));

/** When a square opened by a move starts to open, so a flood rolls outwards from the click. */
export const openDelay = (cols: number, from: number, to: number): number =>
  Math.min(0.5, distance(cols, from, to) * FLOOD_STEP);

export interface Look {
  clock: number;
  /** The clock time each square starts to open. */
  openAt: readonly number[];
  /** The clock time the field was won or lost. */
  endedAt: number;
  hover: number;
  /** While paused every square looks hidden, so a pause cannot be used to think. */
  cover: boolean;
}

const clamp01 = (t: number) => Math.max(0, Math.min(1, t));

/** A raised tile: a darker base peeks out below a lit face. */
function hiddenTile(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, lit: boolean) {
  const g = Math.max(1, s * 0.05);
  const r = s * 0.16;
  roundRect(ctx, x + g, y + g, s - g * 2, s - g * 2, r, BASE);
  const face = ctx.createLinearGradient(0, y, 0, y + s);
  face.addColorStop(0, lit ? '#4d58a0' : '#3c4680');
  face.addColorStop(1, lit ? '#3a4484' : '#2c3466');
  ctx.beginPath();
  ctx.roundRect(x + g, y + g, s - g * 2, s - g * 2 - s * 0.08, r);
  ctx.fillStyle = face;
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.09)';
  ctx.lineWidth = 1;
  ctx.stroke();
}

function openTile(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, fill: string) {
  const g = Math.max(1, s * 0.05);
  roundRect(ctx, x + g, y + g, s - g * 2, s - g * 2, s * 0.14, fill);
}

function drawOpen(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, sq: Square) {
  openTile(ctx, x, y, s, sq.mine ? ACCENT : OPEN);
  if (sq.mine) drawMine(ctx, x + s / 2, y + s / 2, s);
  else if (sq.count > 0)
    text(ctx, String(sq.count), x + s / 2, y + s / 2 + s * 0.03, s * 0.56, NUMBERS[sq.count]);
}

function drawSquare(
  ctx: CanvasRenderingContext2D,
  field: Field,
  i: number,
  at: { x: number; y: number; s: number },
  look: Look,
): void {
  const { x, y, s } = at;
  const sq = field.squares[i];
  if (!sq) return;
  if (sq.state === 'open' && !look.cover) {
    const t = clamp01((look.clock - (look.openAt[i] ?? 0)) / OPEN_SECONDS);
    drawOpen(ctx, x, y, s, sq);
    if (t >= 1) return;
    // The tile lifts away: it shrinks and fades to show the square beneath.
    ctx.save();
    ctx.globalAlpha = 1 - t;
    ctx.translate(x + s / 2, y + s / 2);
    ctx.scale(1 - t * 0.45, 1 - t * 0.45);
    hiddenTile(ctx, -s / 2, -s / 2, s, false);
    ctx.restore();
    return;
  }
  hiddenTile(ctx, x, y, s, i === look.hover && !look.cover);
  if (look.cover) return;
  const lost = field.status === 'lost';
  if (sq.state === 'flagged') drawFlag(ctx, x + s / 2, y + s / 2, s, lost && !sq.mine);
  else if (lost && sq.mine) {
    const delay = distance(field.cols, field.exploded, i) * MINE_STEP;
    const t = clamp01((look.clock - look.endedAt - delay) / OPEN_SECONDS);
    if (t <= 0) return;
    ctx.globalAlpha = t;
    openTile(ctx, x, y, s, OPEN);
    ctx.globalAlpha = 1;
    drawMine(ctx, x + s / 2, y + s / 2, s * (0.6 + 0.4 * t));
  }
}

export function drawField(ctx: CanvasRenderingContext2D, l: Layout, field: Field, look: Look) {
  const pad = Math.max(6, Math.round(l.cell * 0.3));
  const w = l.cell * l.cols;
  const h = l.cell * l.rows;
  const won = field.status === 'won';
  ctx.save();
  ctx.shadowColor = won ? ACCENT : 'rgba(4, 6, 20, 0.55)';
  ctx.shadowBlur = won ? 28 : 24;
  ctx.shadowOffsetY = won ? 0 : 8;
  roundRect(ctx, l.x - pad, l.y - pad, w + pad * 2, h + pad * 2, pad * 1.4, theme.panel);
  ctx.restore();
  const centre = Math.floor(l.rows / 2) * l.cols + Math.floor(l.cols / 2);
  field.squares.forEach((_, i) => {
    const x = l.x + (i % l.cols) * l.cell;
    const y = l.y + Math.floor(i / l.cols) * l.cell;
    drawSquare(ctx, field, i, { x, y, s: l.cell }, look);
    if (!won) return;
    // A ring of light rolls out from the middle of a cleared field.
    const t = (look.clock - look.endedAt - distance(l.cols, centre, i) * WAVE_STEP) / WAVE_SECONDS;
    if (t <= 0 || t >= 1) return;
    ctx.globalAlpha = Math.sin(t * Math.PI) * 0.35;
    openTile(ctx, x, y, l.cell, ACCENT);
    ctx.globalAlpha = 1;
  });
}

/** The keyboard cursor: a glowing frame around the chosen square. */
export function drawCursor(ctx: CanvasRenderingContext2D, l: Layout, index: number): void {
  const x = l.x + (index % l.cols) * l.cell;
  const y = l.y + Math.floor(index / l.cols) * l.cell;
  ctx.save();
  ctx.shadowColor = ACCENT;
  ctx.shadowBlur = 12;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(2, l.cell * 0.08);
  ctx.beginPath();
  ctx.roundRect(x - 1, y - 1, l.cell + 2, l.cell + 2, l.cell * 0.2);
  ctx.stroke();
  ctx.restore();
}
