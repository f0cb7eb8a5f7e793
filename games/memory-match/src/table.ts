import { roundRect, type Stage } from '../../shared/canvas.js';
import type { Picture } from './symbols.js';

export const ACCENT = '#a98bff';
const BACK_DARK = '#5b3fd6';
const FACE = '#fbf9ff';
const STICKER_SHADOW = '#d8d2ec';
const HUD_HEIGHT = 56;
const CARD_RATIO = 0.78;
const GAP = 0.1;

export interface Layout {
  x0: number;
  y0: number;
  w: number;
  h: number;
  gap: number;
  cols: number;
  rows: number;
}

/** The largest cards that fit under the HUD, keeping their playing-card shape. */
export function layout(stage: Stage, cols: number, rows: number): Layout {
  const availW = stage.width - 40;
  const availH = stage.height - HUD_HEIGHT - 28;
  const h = Math.min(
    220,
    availH / (rows + (rows - 1) * GAP),
    availW / (cols * CARD_RATIO + (cols - 1) * GAP),
  );
  const w = h * CARD_RATIO;
  const gap = h * GAP;
  const x0 = (stage.width - (cols * w + (cols - 1) * gap)) / 2;
  const y0 = HUD_HEIGHT + (stage.height - HUD_HEIGHT - (rows * h + (rows - 1) * gap)) / 2;
  return { x0, y0, w, h, gap, cols, rows };
}

export const cardAt = (l: Layout, index: number) => ({
  x: l.x0 + (index % l.cols) * (l.w + l.gap),
  y: l.y0 + Math.floor(index / l.cols) * (l.h + l.gap),
});

export function indexAt(l: Layout, x: number, y: number): number {
  const col = Math.floor((x - l.x0) / (l.w + l.gap));
  const row = Math.floor((y - l.y0) / (l.h + l.gap));
  if (col < 0 || row < 0 || col >= l.cols || row >= l.rows) return -1;
  const inside = x - l.x0 - col * (l.w + l.gap) <= l.w && y - l.y0 - row * (l.h + l.gap) <= l.h;
  return inside ? row * l.cols + col : -1;
}

export interface CardLook {
  picture: Picture;
  /** 0 shows the back, 1 the face; values between are mid-flip. */
  shown: number;
  matched: boolean;
  /** Extra size for the little pop of a fresh match. */
  pop: number;
  lift: number;
  shake: number;
}

function drawBack(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const r = w * 0.12;
  const fill = ctx.createLinearGradient(-w / 2, -h / 2, w / 2, h / 2);
  fill.addColorStop(0, ACCENT);
  fill.addColorStop(1, BACK_DARK);
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.13)';
  ctx.lineWidth = Math.max(1, w * 0.025);
  const step = w / 4;
  ctx.beginPath();
  for (let d = -h; d <= w + h; d += step) {
    ctx.moveTo(-w / 2 + d, -h / 2);
    ctx.lineTo(-w / 2 + d - h, h / 2);
    ctx.moveTo(-w / 2 + d - h, -h / 2);
    ctx.lineTo(-w / 2 + d, h / 2);
  }
  ctx.stroke();
  ctx.restore();
  const inset = w * 0.08;
  ctx.beginPath();
  ctx.roundRect(-w / 2 + inset, -h / 2 + inset, w - inset * 2, h - inset * 2, r * 0.6);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.45)';
  ctx.lineWidth = Math.max(1.5, w * 0.02);
  ctx.stroke();
  const s = w * 0.17;
  ctx.beginPath();
  ctx.moveTo(0, -s);
  ctx.quadraticCurveTo(0, 0, s, 0);
  ctx.quadraticCurveTo(0, 0, 0, s);
  ctx.quadraticCurveTo(0, 0, -s, 0);
  ctx.quadraticCurveTo(0, 0, 0, -s);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
  ctx.fill();
}

function drawFace(ctx: CanvasRenderingContext2D, w: number, h: number, look: CardLook): void {
  const { colour } = look.picture;
  if (look.matched) {
    ctx.shadowColor = colour;
    ctx.shadowBlur = w * 0.22;
  }
  roundRect(ctx, -w / 2, -h / 2, w, h, w * 0.12, FACE);
  ctx.shadowBlur = 0;
  ctx.globalAlpha = look.matched ? 0.16 : 0.1;
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.globalAlpha = 1;
  if (look.matched) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(2, w * 0.035);
    ctx.stroke();
  }
  const r = Math.min(w, h) * 0.32;
  ctx.beginPath();
  ctx.arc(0, 0, r * 1.25, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.75)';
  ctx.fill();
  ctx.save();
  ctx.scale(r, r);
  // An opaque offset copy gives a sticker-like depth; a canvas shadow would also darken
  // the inside of every stroked outline.
  ctx.save();
  ctx.translate(0, 0.09);
  look.picture.draw(ctx, STICKER_SHADOW);
  ctx.restore();
  look.picture.draw(ctx, colour);
  ctx.restore();
}

/** One card, squeezed sideways while it turns so the flip reads as a real card flipping over. */
export function drawCard(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  look: CardLook,
): void {
  const turn = Math.abs(Math.cos(look.shown * Math.PI));
  const grow = 1 + Math.sin(look.shown * Math.PI) * 0.08 + look.pop;
  ctx.save();
  ctx.translate(x + w / 2 + look.shake, y + h / 2 - look.lift);
  ctx.fillStyle = 'rgba(4, 6, 20, 0.35)';
  ctx.beginPath();
  ctx.roundRect((-w / 2) * turn * grow, -h / 2 + 5 + look.lift, w * turn * grow, h, w * 0.12);
  ctx.fill();
  ctx.scale(Math.max(0.001, turn) * grow, grow);
  if (look.shown < 0.5) drawBack(ctx, w, h);
  else drawFace(ctx, w, h, look);
  ctx.restore();
}

/** The keyboard cursor: a glowing frame around the chosen card. */
export function drawCursor(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  ctx.save();
  ctx.shadowColor = ACCENT;
  ctx.shadowBlur = 14;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(x - 6, y - 6, w + 12, h + 12, w * 0.14);
  ctx.stroke();
  ctx.restore();
}
