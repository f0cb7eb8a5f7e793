import { theme } from './theme.js';

export interface Stage {
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D;
  /** Size in CSS pixels; drawing uses these units at any device pixel ratio. */
  width: number;
  height: number;
}

/**
 * The smallest stage a game lays out. A frame the portal has not laid out yet is 0 × 0, and a
 * game's layout sums (a board of `height - 96`) would turn into negative sizes the canvas refuses.
 */
export const MIN_STAGE = { width: 320, height: 240 };

/** A canvas that fills the frame and stays crisp at any size and pixel ratio. */
export function createStage(onResize: (stage: Stage) => void): Stage {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-label', document.title);
  canvas.tabIndex = 0;
  // The page's one landmark, so everything on it is inside one.
  const main = document.createElement('main');
  main.append(canvas);
  document.body.append(main);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas is not available');
  const stage: Stage = { canvas, ctx: context, width: 0, height: 0 };
  const fit = () => {
    const ratio = window.devicePixelRatio || 1;
    stage.width = Math.max(window.innerWidth, MIN_STAGE.width);
    stage.height = Math.max(window.innerHeight, MIN_STAGE.height);
    canvas.width = Math.round(stage.width * ratio);
    canvas.height = Math.round(stage.height * ratio);
    canvas.style.width = `${stage.width}px`;
    canvas.style.height = `${stage.height}px`;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    onResize(stage);
  };
  window.addEventListener('resize', fit);
  fit();
  canvas.focus();
  return stage;
}

export function clear({ ctx, width, height }: Stage): void {
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, width, height);
}

export function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.max(0, Math.min(r, Math.abs(w) / 2, Math.abs(h) / 2)));
  ctx.fillStyle = fill;
  ctx.fill();
}

export function text(
  ctx: CanvasRenderingContext2D,
  value: string,
  x: number,
  y: number,
  size: number,
  color: string = theme.text,
  align: CanvasTextAlign = 'center',
  weight = 700,
): void {
  ctx.font = `${weight} ${size}px ${theme.font}`;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillText(value, x, y);
}

/** A centred card over the game: the title screen, a pause or the end of a run. */
export function overlay(stage: Stage, title: string, lines: string[], accent: string): void {
  const { ctx, width, height } = stage;
  ctx.fillStyle = 'rgba(8, 10, 24, 0.72)';
  ctx.fillRect(0, 0, width, height);
  const w = Math.min(420, width - 32);
  const h = 150 + lines.length * 30;
  const x = (width - w) / 2;
  const y = (height - h) / 2;
  roundRect(ctx, x, y, w, h, 20, theme.panel);
  roundRect(ctx, x, y, w, 6, 3, accent);
  text(ctx, title, width / 2, y + 60, 34);
  lines.forEach((line, i) =>
    text(ctx, line, width / 2, y + 110 + i * 30, 18, theme.muted, 'center', 500),
  );
}

/** Score and best in the top corners. */
export function hud(stage: Stage, score: number, best: number, accent: string): void {
  text(stage.ctx, `Score ${score}`, 20, 28, 20, theme.text, 'left');
  text(stage.ctx, `Best ${best}`, stage.width - 20, 28, 20, accent, 'right');
}
