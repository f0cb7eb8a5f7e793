import type { Tool } from './layout.js';

/** The tool pictures, drawn in a unit box from -1 to 1 so one path serves every button size. */
const PICTURES: Record<Tool, (ctx: CanvasRenderingContext2D) => void> = {
  notes(ctx) {
    ctx.rotate(Math.PI / 4);
    ctx.beginPath();
    ctx.roundRect(-0.24, -0.95, 0.48, 1.3, 0.08);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-0.24, 0.48);
    ctx.lineTo(0.24, 0.48);
    ctx.lineTo(0, 0.98);
    ctx.closePath();
    ctx.fill();
  },
  undo(ctx) {
    ctx.beginPath();
    ctx.arc(0.05, 0.12, 0.62, Math.PI * 1.12, Math.PI * 0.62);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-0.92, -0.42);
    ctx.lineTo(-0.52, 0.2);
    ctx.lineTo(-0.18, -0.44);
    ctx.closePath();
    ctx.fill();
  },
  erase(ctx) {
    ctx.rotate(-Math.PI / 4);
    ctx.beginPath();
    ctx.roundRect(-0.9, -0.42, 1.8, 0.84, 0.16);
    ctx.stroke();
    ctx.beginPath();
    ctx.roundRect(-0.9, -0.42, 0.8, 0.84, [0.16, 0, 0, 0.16]);
    ctx.fill();
  },
  hint(ctx) {
    ctx.beginPath();
    ctx.arc(0, -0.25, 0.58, Math.PI * 0.78, Math.PI * 2.22);
    ctx.lineTo(0.22, 0.5);
    ctx.lineTo(-0.22, 0.5);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-0.24, 0.72);
    ctx.lineTo(0.24, 0.72);
    ctx.moveTo(-0.14, 0.92);
    ctx.lineTo(0.14, 0.92);
    ctx.stroke();
  },
};

export function drawIcon(
  ctx: CanvasRenderingContext2D,
  tool: Tool,
  x: number,
  y: number,
  size: number,
  colour: string,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 2, size / 2);
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 0.2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  PICTURES[tool](ctx);
  ctx.restore();
}
