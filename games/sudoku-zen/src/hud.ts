import { roundRect, text, type Stage } from '../../shared/canvas.js';
import { theme } from '../../shared/theme.js';
import { ACCENT } from './board.js';
import { CLUES, LEVELS, type Level } from './generate.js';
import { drawIcon } from './icons.js';
import { inside, TOOLS, type Box, type Layout, type Tool } from './layout.js';

export type Bests = Partial<Record<Level, number>>;

/** The shared overlay card leaves these blank lines where the menu buttons are drawn. */
export const MENU_GAP = ['', '', ''];
/** Two more blank lines make room for the button that picks up a saved board. */
export const RESUME_GAP = ['', ''];

const LABELS: Record<Tool, string> = { notes: 'Notes', undo: 'Undo', erase: 'Erase', hint: 'Hint' };
const SHORTCUTS: Record<Tool, string> = { notes: 'N', undo: 'U', erase: '⌫', hint: 'H' };

export const levelName = (level: Level): string => level[0]?.toUpperCase() + level.slice(1);

export const clockText = (ms: number): string => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function button(ctx: CanvasRenderingContext2D, b: Box, on: boolean, hovered: boolean): void {
  roundRect(ctx, b.x, b.y, b.w, b.h, Math.min(14, b.h * 0.28), on ? '#134e4a' : theme.panelLight);
  if (on || hovered) {
    ctx.strokeStyle = on ? ACCENT : theme.muted;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/** Mirrors the geometry of the shared `overlay` card so the buttons sit in its blank lines. */
export function menuButtons({ width, height }: Stage, resume: boolean): Box[] {
  const lines = 2 + MENU_GAP.length + (resume ? RESUME_GAP.length : 0);
  const w = Math.min(420, width - 32);
  const top = (height - (150 + lines * 30)) / 2 + 128;
  const bw = (w - 48 - 24) / 3;
  const x = (width - w) / 2 + 24;
  const levels = LEVELS.map((_, i) => ({ x: x + i * (bw + 12), y: top, w: bw, h: 84 }));
  return resume ? [...levels, { x, y: top + 96, w: w - 48, h: 44 }] : levels;
}

export function drawMenu(
  stage: Stage,
  selected: number,
  hovered: number,
  bests: Bests,
  resume: { level: Level; ms: number } | null,
): void {
  const { ctx } = stage;
  menuButtons(stage, resume !== null).forEach((b, i) => {
    button(ctx, b, i === selected, i === hovered);
    const cx = b.x + b.w / 2;
    const level = LEVELS[i];
    if (!level) {
      const detail = resume ? `${levelName(resume.level)} · ${clockText(resume.ms)}` : '';
      text(ctx, `Continue  ·  ${detail}`, cx, b.y + b.h / 2, 16, theme.text, 'center', 600);
      return;
    }
    const best = bests[level];
    text(ctx, levelName(level), cx, b.y + 26, 20, theme.text);
    text(ctx, `${CLUES[level]} clues`, cx, b.y + 50, 13, theme.muted, 'center', 500);
    const note = best === undefined ? 'New' : `Best ${clockText(best)}`;
    text(ctx, note, cx, b.y + 68, 13, best === undefined ? theme.muted : ACCENT, 'center', 600);
  });
}

export const menuButton = ({ width }: Stage): Box => ({ x: width / 2 - 44, y: 12, w: 88, h: 32 });

export interface HudInfo {
  level: Level;
  ms: number;
  mistakes: number;
  best: number | undefined;
}

export function drawHud(stage: Stage, info: HudInfo, hovered: boolean): void {
  const { ctx, width } = stage;
  const size = width < 560 ? 15 : 19;
  const time = `Time ${clockText(info.ms)}`;
  text(ctx, time, 20, 28, size, theme.text, 'left');
  const after = 20 + ctx.measureText(time).width + size;
  const mistakes = `${info.mistakes} ${info.mistakes === 1 ? 'mistake' : 'mistakes'}`;
  if (width >= 560) text(ctx, mistakes, after, 28, size, theme.muted, 'left', 600);
  const best = info.best === undefined ? '–' : clockText(info.best);
  // A narrow screen has room for one thing on the right; the mistakes matter more mid-game.
  const right = width >= 560 ? `${levelName(info.level)} · Best ${best}` : `✕ ${info.mistakes}`;
  text(ctx, right, width - 20, 28, size, ACCENT, 'right');
  const b = menuButton(stage);
  roundRect(ctx, b.x, b.y, b.w, b.h, 16, hovered ? theme.panelLight : theme.panel);
  ctx.strokeStyle = hovered ? ACCENT : theme.panelLight;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  text(ctx, 'Menu', width / 2, 28, 15, hovered ? theme.text : theme.muted, 'center', 600);
}

export interface PadView {
  /** How many of each digit are still to place, indexed by digit. */
  left: number[];
  notesMode: boolean;
  pointer: { x: number; y: number };
}

export function drawPad(ctx: CanvasRenderingContext2D, l: Layout, pad: PadView): void {
  const { x: px, y: py } = pad.pointer;
  l.digits.forEach((b, i) => {
    const digit = i + 1;
    const done = (pad.left[digit] ?? 0) <= 0;
    button(ctx, b, false, !done && inside(b, px, py));
    const size = Math.min(b.w, b.h) * 0.5;
    const colour = done ? 'rgba(154, 163, 199, 0.35)' : pad.notesMode ? theme.muted : ACCENT;
    const weight = pad.notesMode ? 500 : 700;
    text(ctx, String(digit), b.x + b.w / 2, b.y + b.h * 0.46, size, colour, 'center', weight);
    if (!done) {
      const small = Math.max(9, size * 0.34);
      text(
        ctx,
        String(pad.left[digit]),
        b.x + b.w / 2,
        b.y + b.h * 0.82,
        small,
        theme.muted,
        'center',
        500,
      );
    }
  });
  l.tools.forEach((b, i) => {
    const tool = TOOLS[i];
    if (!tool) return;
    const on = tool === 'notes' && pad.notesMode;
    button(ctx, b, on, inside(b, px, py));
    const size = Math.min(b.h * 0.34, 16);
    ctx.font = `600 ${size}px ${theme.font}`;
    const icon = size * 1.15;
    const fits = (label: string) => icon + size * 0.5 + ctx.measureText(label).width + 16 <= b.w;
    const long = tool === 'notes' ? `Notes ${pad.notesMode ? 'on' : 'off'}` : LABELS[tool];
    // The longest label that fits next to its icon; the narrowest buttons keep just the icon.
    const label = fits(long) ? long : LABELS[tool];
    const wide = fits(label);
    const labelW = wide ? ctx.measureText(label).width : 0;
    const start = b.x + (b.w - icon - (wide ? size * 0.5 + labelW : 0)) / 2;
    const colour = on ? ACCENT : theme.text;
    drawIcon(ctx, tool, start + icon / 2, b.y + b.h / 2, icon, colour);
    if (wide) text(ctx, label, start + icon + size * 0.5, b.y + b.h / 2, size, colour, 'left', 600);
    // Keyboard players learn the shortcuts from the buttons, where there is room to show them.
    if (wide && b.h >= 48)
      text(
        ctx,
        SHORTCUTS[tool],
        b.x + b.w - 10,
        b.y + 12,
        Math.max(9, size * 0.6),
        theme.muted,
        'right',
        600,
      );
  });
}
