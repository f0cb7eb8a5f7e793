/** The mine and the flag, drawn centred on (x, y) and scaled to a square `s` pixels wide. */

export const ACCENT = '#ff6b6b';
const ACCENT_DARK = '#d9434f';
const POLE = '#e8ebff';

export function drawMine(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  const r = s * 0.2;
  ctx.save();
  ctx.translate(x, y);
  ctx.strokeStyle = '#c9cfee';
  ctx.lineWidth = Math.max(1.5, s * 0.07);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    const reach = i % 2 ? r * 1.45 : r * 1.65;
    ctx.moveTo(Math.cos(a) * r * 0.6, Math.sin(a) * r * 0.6);
    ctx.lineTo(Math.cos(a) * reach, Math.sin(a) * reach);
  }
  ctx.stroke();
  const body = ctx.createRadialGradient(-r * 0.35, -r * 0.35, r * 0.1, 0, 0, r);
  body.addColorStop(0, '#6b7299');
  body.addColorStop(1, '#151932');
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = body;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(-r * 0.35, -r * 0.35, r * 0.22, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.fill();
  ctx.restore();
}

/** A pennant on a pole; `wrong` crosses it out for a flag that turned out to guard no mine. */
export function drawFlag(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  s: number,
  wrong = false,
): void {
  ctx.save();
  // The cloth hangs right of the pole, so the whole flag shifts left to look centred.
  ctx.translate(x - s * 0.06, y);
  ctx.globalAlpha = wrong ? 0.45 : 1;
  ctx.fillStyle = POLE;
  ctx.beginPath();
  ctx.roundRect(-s * 0.2, s * 0.2, s * 0.4, s * 0.1, s * 0.04);
  ctx.fill();
  ctx.fillRect(-s * 0.03, -s * 0.28, s * 0.06, s * 0.5);
  const cloth = ctx.createLinearGradient(0, -s * 0.3, s * 0.3, 0);
  cloth.addColorStop(0, ACCENT);
  cloth.addColorStop(1, ACCENT_DARK);
  ctx.beginPath();
  ctx.moveTo(s * 0.03, -s * 0.3);
  ctx.lineTo(s * 0.28, -s * 0.16);
  ctx.lineTo(s * 0.03, -s * 0.02);
  ctx.closePath();
  ctx.fillStyle = cloth;
  ctx.strokeStyle = cloth;
  ctx.lineWidth = s * 0.04;
  ctx.lineJoin = 'round';
  ctx.fill();
  ctx.stroke();
  if (wrong) {
    ctx.globalAlpha = 1;
    ctx.translate(s * 0.06, 0);
    ctx.strokeStyle = '#ffd166';
    ctx.lineWidth = Math.max(2, s * 0.08);
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(-s * 0.24, -s * 0.24);
    ctx.lineTo(s * 0.24, s * 0.24);
    ctx.moveTo(s * 0.24, -s * 0.24);
    ctx.lineTo(-s * 0.24, s * 0.24);
    ctx.stroke();
  }
  ctx.restore();
}
