import { roundRect, text, type Stage } from '../../shared/canvas.js';
import { theme } from '../../shared/theme.js';
import { SIZES, sizeKey } from './field.js';
import { ACCENT, drawFlag } from './icons.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The shared overlay card leaves these blank lines where the size buttons are drawn. */
export const MENU_GAP = ['', '', ''];
const MENU_LINES = 2 + MENU_GAP.length;

export const inside = (b: Box, x: number, y: number): boolean =>
  x >= b.x && y >= b.y && x <= b.x + b.w && y <= b.y + b.h;

export const clockText = (ms: number): string => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Mirrors the geometry of the shared `overlay` card so the buttons sit in its blank lines. */
export function menuButtons({ width, height }: Stage): Box[] {
  const w = Math.min(420, width - 32);
  const top = (height - (150 + MENU_LINES * 30)) / 2 + 128;
  const bw = (w - 48 - 24) / 3;
  return SIZES.map((_, i) => ({ x: (width - w) / 2 + 24 + i * (bw + 12), y: top, w: bw, h: 84 }));
}

export function drawMenu(
  stage: Stage,
  selected: number,
  hovered: number,
  bests: Partial<Record<string, number>>,
): void {
  const { ctx } = stage;
  menuButtons(stage).forEach((b, i) => {
    const size = SIZES[i];
    if (!size) return;
    const on = i === selected;
    roundRect(ctx, b.x, b.y, b.w, b.h, 14, on ? '#4a2436' : theme.panelLight);
    if (on || i === hovered) {
      ctx.strokeStyle = on ? ACCENT : theme.muted;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
    const cx = b.x + b.w / 2;
    // "Intermediate" fills a button 110 px wide: narrower ones (a phone) get smaller type.
    const scale = Math.min(1, b.w / 110);
    text(ctx, size.name, cx, b.y + 22, 15 * scale, theme.text);
    const detail = `${size.cols}×${size.rows} · ${size.mines} mines`;
    text(ctx, detail, cx, b.y + 45, 11.5 * scale, theme.muted, 'center', 500);
    const best = bests[sizeKey(size)];
    const label = best === undefined ? 'New' : `Best ${clockText(best)}`;
    const tone = best === undefined ? theme.muted : ACCENT;
    text(ctx, label, cx, b.y + 67, 13 * scale, tone, 'center', 600);
  });
}

export const newBoardButton = ({ width }: Stage): Box => ({
  x: width / 2 - 64,
  y: 12,
  w: 128,
  h: 32,
});

export function drawHud(
  stage: Stage,
  minesLeft: number,
  ms: number,
  best: number | undefined,
  hovered: boolean,
): void {
  const { ctx, width } = stage;
  drawFlag(ctx, 32, 28, 30);
  const label = String(minesLeft);
  text(ctx, label, 50, 28, 20, theme.text, 'left');
  const after = 50 + ctx.measureText(label).width + 24;
  text(ctx, `Time ${clockText(ms)}`, after, 28, 20, theme.muted, 'left', 600);
  const record = best === undefined ? '–' : clockText(best);
  text(ctx, `Best ${record}`, width - 20, 28, 20, ACCENT, 'right');
  const b = newBoardButton(stage);
  roundRect(ctx, b.x, b.y, b.w, b.h, 16, hovered ? theme.panelLight : theme.panel);
  ctx.strokeStyle = hovered ? ACCENT : theme.panelLight;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  text(ctx, 'New board', width / 2, 28, 15, hovered ? theme.text : theme.muted, 'center', 600);
}
