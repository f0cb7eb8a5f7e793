import { roundRect, text } from '../../shared/canvas.js';
import { theme } from '../../shared/theme.js';
import { isGiven, type Game } from './grid.js';
import type { Layout } from './layout.js';
import { boxOf, colOf, rowOf, SIZE } from './solver.js';

export const ACCENT = '#5eead4';
export const ACCENT_DARK = '#14b8a6';
export const SOFT_RED = '#ff8fa3';
const GIVEN = '#e9ecff';
const CELL = '#171c38';
const LINE = 'rgba(255, 255, 255, 0.07)';
const BOX_LINE = '#46508c';

export interface Pulse {
  cell: number;
  age: number;
  colour: string;
}

export interface BoardView {
  game: Game;
  selected: number;
  /** While paused the digits hide, so a pause cannot be used to think with the clock stopped. */
  hidden: boolean;
  conflicts: boolean[];
  wrong: boolean[];
  pulse: Pulse | null;
  /** Seconds since the last digit went in, for the wave that rolls over a solved board. */
  wave: number | null;
}

/** How brightly a cell glows as the victory wave passes it, from the top-left corner. */
function waveGlow(wave: number | null, cell: number): number {
  if (wave === null) return 0;
  const t = wave - (rowOf(cell) + colOf(cell)) * 0.045;
  return t > 0 && t < 0.6 ? Math.sin((t / 0.6) * Math.PI) : 0;
}

function cellFill(v: BoardView, i: number): string | null {
  const { game, selected } = v;
  if (v.hidden) return null;
  if (v.conflicts[i]) return 'rgba(255, 107, 129, 0.2)';
  if (i === selected) return 'rgba(94, 234, 212, 0.26)';
  const digit = game.values[selected] ?? 0;
  if (selected >= 0 && digit !== 0 && game.values[i] === digit) return 'rgba(94, 234, 212, 0.14)';
  const peer =
    selected >= 0 &&
    (rowOf(i) === rowOf(selected) || colOf(i) === colOf(selected) || boxOf(i) === boxOf(selected));
  return peer ? 'rgba(255, 255, 255, 0.05)' : null;
}

function drawNotes(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  s: number,
  notes: number,
  focus: number,
): void {
  for (let d = 1; d <= 9; d += 1) {
    if (!(notes & (1 << d))) continue;
    const nx = x + s * (0.2 + ((d - 1) % 3) * 0.3);
    const ny = y + s * (0.21 + Math.floor((d - 1) / 3) * 0.29);
    if (d === focus) {
      ctx.beginPath();
      ctx.arc(nx, ny, s * 0.13, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(94, 234, 212, 0.22)';
      ctx.fill();
    }
    text(
      ctx,
      String(d),
      nx,
      ny + s * 0.01,
      s * 0.22,
      d === focus ? ACCENT : theme.muted,
      'center',
      600,
    );
  }
}

function drawGrid(ctx: CanvasRenderingContext2D, l: Layout): void {
  const { x, y, w } = l.board;
  ctx.beginPath();
  for (let k = 1; k < SIZE; k += 1) {
    if (k % 3 === 0) continue;
    ctx.moveTo(x + k * l.cell, y);
    ctx.lineTo(x + k * l.cell, y + w);
    ctx.moveTo(x, y + k * l.cell);
    ctx.lineTo(x + w, y + k * l.cell);
  }
  ctx.strokeStyle = LINE;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.beginPath();
  for (const k of [3, 6]) {
    ctx.moveTo(x + k * l.cell, y);
    ctx.lineTo(x + k * l.cell, y + w);
    ctx.moveTo(x, y + k * l.cell);
    ctx.lineTo(x + w, y + k * l.cell);
  }
  ctx.strokeStyle = BOX_LINE;
  ctx.lineWidth = Math.max(2.5, l.cell * 0.055);
  ctx.stroke();
}

export function drawBoard(ctx: CanvasRenderingContext2D, l: Layout, v: BoardView): void {
  const { x, y, w } = l.board;
  const s = l.cell;
  const frame = Math.max(5, s * 0.12);
  ctx.save();
  ctx.shadowColor = 'rgba(4, 6, 20, 0.55)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 8;
  roundRect(ctx, x - frame, y - frame, w + frame * 2, w + frame * 2, frame * 2.2, BOX_LINE);
  ctx.restore();
  roundRect(ctx, x, y, w, w, frame * 1.2, CELL);
  ctx.save();
  ctx.clip();
  v.game.values.forEach((_, i) => {
    const cx = x + colOf(i) * s;
    const cy = y + rowOf(i) * s;
    const fill = cellFill(v, i);
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fillRect(cx, cy, s, s);
    }
    const glow = waveGlow(v.wave, i);
    if (glow > 0) {
      ctx.fillStyle = `rgba(94, 234, 212, ${0.45 * glow})`;
      ctx.fillRect(cx, cy, s, s);
    }
  });
  ctx.restore();
  drawGrid(ctx, l);
  if (v.hidden) return;
  const focus = v.game.values[v.selected] ?? 0;
  v.game.values.forEach((d, i) => {
    const cx = x + colOf(i) * s;
    const cy = y + rowOf(i) * s;
    if (d === 0) return drawNotes(ctx, cx, cy, s, v.game.notes[i] ?? 0, focus);
    const given = isGiven(v.game, i);
    const colour = given ? GIVEN : v.wrong[i] ? SOFT_RED : ACCENT;
    const grow = 1 + waveGlow(v.wave, i) * 0.18;
    text(
      ctx,
      String(d),
      cx + s / 2,
      cy + s * 0.54,
      s * 0.56 * grow,
      colour,
      'center',
      given ? 700 : 600,
    );
  });
  if (v.selected >= 0) {
    ctx.strokeStyle = ACCENT;
    ctx.lineWidth = 2;
    ctx.beginPath();
    const cx = x + colOf(v.selected) * s;
    const cy = y + rowOf(v.selected) * s;
    ctx.roundRect(cx + 2, cy + 2, s - 4, s - 4, s * 0.12);
    ctx.stroke();
  }
  if (v.pulse && v.pulse.age < 0.7) {
    const t = v.pulse.age / 0.7;
    const p = v.pulse.cell;
    ctx.save();
    ctx.globalAlpha = 1 - t;
    ctx.strokeStyle = v.pulse.colour;
    ctx.lineWidth = 3;
    ctx.beginPath();
    const grow = s * 0.35 * t;
    const px = x + colOf(p) * s - grow;
    const py = y + rowOf(p) * s - grow;
    ctx.roundRect(px, py, s + grow * 2, s + grow * 2, s * 0.2);
    ctx.stroke();
    ctx.restore();
  }
}
