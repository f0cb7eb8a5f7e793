/** The dragon, drawn with paths in its own units: feet at the origin, facing right, y down. */
export const COLOURS = {
  body: '#ff7eb3',
  shade: '#d9558f',
  belly: '#ffe3bd',
  wing: '#a8407c',
  horn: '#fff1d6',
  eye: '#1b1537',
} as const;

export interface Pose {
  /** Running cycle in radians: legs swing and the body bobs with it. */
  stride: number;
  airborne: boolean;
  rising: boolean;
  gliding: boolean;
  hurt: boolean;
  /** Seconds, for idle motion such as blinking. */
  time: number;
}

function ellipse(ctx: CanvasRenderingContext2D, x: number, y: number, rx: number, ry: number) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
}

function leg(ctx: CanvasRenderingContext2D, x: number, angle: number, colour: string): void {
  ctx.save();
  ctx.translate(x, -13);
  ctx.rotate(angle);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(-4.5, 0, 9, 14, 4.5);
  ctx.fill();
  ctx.restore();
}

function wing(ctx: CanvasRenderingContext2D, pose: Pose): void {
  let angle = Math.sin(pose.time * 6) * 0.08;
  let spread = 0.75;
  if (pose.gliding) {
    angle = -0.25 + Math.sin(pose.time * 16) * 0.18;
    spread = 1.25;
  } else if (pose.airborne) {
    angle = pose.rising ? -0.55 : 0.2;
    spread = 1;
  }
  ctx.save();
  ctx.translate(-3, -35);
  ctx.rotate(angle);
  ctx.scale(1, spread);
  ctx.fillStyle = COLOURS.wing;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(-6, -22, -28, -24);
  ctx.quadraticCurveTo(-24, -14, -26, -6);
  ctx.quadraticCurveTo(-18, -9, -15, -2);
  ctx.quadraticCurveTo(-8, -5, -4, 3);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = COLOURS.shade;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(-6, -22, -28, -24);
  ctx.stroke();
  ctx.restore();
}

function head(ctx: CanvasRenderingContext2D, pose: Pose): void {
  ctx.fillStyle = COLOURS.horn;
  ctx.beginPath();
  ctx.moveTo(8, -47);
  ctx.quadraticCurveTo(2, -56, 3, -61);
  ctx.quadraticCurveTo(10, -55, 14, -50);
  ctx.moveTo(15, -50);
  ctx.quadraticCurveTo(13, -59, 16, -64);
  ctx.quadraticCurveTo(20, -57, 21, -50);
  ctx.fill();
  ctx.fillStyle = COLOURS.body;
  ellipse(ctx, 17, -39, 14, 13);
  ellipse(ctx, 28, -34, 10.5, 8);
  ctx.fillStyle = COLOURS.shade;
  ellipse(ctx, 34, -37, 1.4, 1.1);
  ctx.fillStyle = 'rgba(255, 84, 140, 0.55)';
  ellipse(ctx, 17, -31, 4, 2.4);
  ctx.strokeStyle = COLOURS.eye;
  ctx.lineWidth = 1.6;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(26, -29.5);
  ctx.quadraticCurveTo(30, -27.5, 33, -30.5);
  ctx.stroke();
  if (pose.hurt) {
    ctx.lineWidth = 2.2;
    ctx.beginPath();
    ctx.moveTo(18, -46);
    ctx.lineTo(25, -39);
    ctx.moveTo(25, -46);
    ctx.lineTo(18, -39);
    ctx.stroke();
    return;
  }
  const blink = pose.time % 3.4 < 0.12 ? 0.15 : 1;
  ctx.fillStyle = '#ffffff';
  ellipse(ctx, 21.5, -42.5, 5, 5.8 * blink);
  ctx.fillStyle = COLOURS.eye;
  ellipse(ctx, 23, -42, 3, 3.6 * blink);
  ctx.fillStyle = '#ffffff';
  ellipse(ctx, 24, -43.6, 1.1, 1.1 * blink);
}

export function drawDragon(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  scale: number,
  pose: Pose,
): void {
  const swing = pose.airborne ? 0 : Math.sin(pose.stride) * 0.75;
  const bob = pose.airborne ? 0 : -Math.abs(Math.cos(pose.stride)) * 2.5;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.translate(0, bob);
  const tuck = pose.airborne ? 0.9 : 0;
  leg(ctx, -9, swing + tuck, COLOURS.shade);
  leg(ctx, 9, -swing + tuck, COLOURS.shade);
  const wag = Math.sin(pose.time * 5) * 3;
  ctx.strokeStyle = COLOURS.body;
  ctx.lineWidth = 9;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-12, -22);
  ctx.quadraticCurveTo(-30, -16, -40, -28 + wag);
  ctx.stroke();
  ctx.fillStyle = COLOURS.shade;
  ctx.beginPath();
  ctx.moveTo(-38, -30 + wag);
  ctx.lineTo(-50, -38 + wag);
  ctx.lineTo(-46, -24 + wag);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  for (const [sx, sy] of [
    [-15, -33],
    [-7, -38],
    [1, -40],
  ] as const) {
    ctx.moveTo(sx - 4, sy + 2);
    ctx.lineTo(sx - 1, sy - 6);
    ctx.lineTo(sx + 4, sy + 1);
  }
  ctx.fill();
  ctx.fillStyle = COLOURS.body;
  ellipse(ctx, 0, -24, 21, 16);
  ctx.fillStyle = COLOURS.belly;
  ellipse(ctx, 7, -20, 12, 10.5);
  leg(ctx, -4, -swing * 0.8 + tuck, COLOURS.body);
  leg(ctx, 13, swing * 0.8 + tuck, COLOURS.body);
  wing(ctx, pose);
  head(ctx, pose);
  ctx.restore();
}
