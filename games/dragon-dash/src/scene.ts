import { hazardEnd, type Course, type Gem, type Rock } from './course.js';
import { screenX, screenY, type View } from './view.js';

export const GEM = '#5ce1ff';
const GRASS = '#3fb28f';
const GRASS_LIGHT = '#7ee8bd';

/** Far to near: how fast each layer scrolls, its colour and the shape of its hills. */
const HILLS = [
  { parallax: 0.08, colour: '#4a3474', base: 70, waves: [60, 0.0023, 24, 0.0061] },
  { parallax: 0.2, colour: '#33285f', base: 35, waves: [50, 0.0031, 18, 0.0093] },
  { parallax: 0.42, colour: '#221e4a', base: 0, waves: [38, 0.0042, 12, 0.012] },
] as const;

/** Fixed star field in screen fractions; it repeats across the width. */
const STARS = Array.from({ length: 70 }, (_, i) => ({
  x: (i * 0.6180339) % 1,
  y: ((i * 0.7548776) % 1) * 0.55,
  r: 0.6 + ((i * 7) % 5) * 0.25,
  phase: i * 1.7,
}));

/** A repeatable 0..1 value per position, so scenery details stay put as they scroll. */
const hash = (n: number): number => {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
};

function sky(ctx: CanvasRenderingContext2D, v: View, time: number): void {
  const glow = ctx.createLinearGradient(0, 0, 0, v.groundY - 60 * v.s);
  glow.addColorStop(0, '#0f1226');
  glow.addColorStop(0.5, '#2a2458');
  glow.addColorStop(0.8, '#7a3d78');
  glow.addColorStop(1, '#ff9a7a');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, v.width, v.height);
  ctx.fillStyle = '#ffffff';
  for (const star of STARS) {
    ctx.globalAlpha = 0.35 + 0.35 * Math.sin(time * 1.3 + star.phase);
    ctx.beginPath();
    ctx.arc(star.x * v.width, star.y * v.groundY, star.r * Math.max(1, v.s), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  const sunX = v.width * 0.72;
  const sunY = v.groundY - 190 * v.s;
  const halo = ctx.createRadialGradient(sunX, sunY, 0, sunX, sunY, 260 * v.s);
  halo.addColorStop(0, 'rgba(255, 190, 140, 0.55)');
  halo.addColorStop(1, 'rgba(255, 150, 120, 0)');
  ctx.fillStyle = halo;
  ctx.fillRect(sunX - 260 * v.s, sunY - 260 * v.s, 520 * v.s, 520 * v.s);
  const disc = ctx.createLinearGradient(0, sunY - 70 * v.s, 0, sunY + 70 * v.s);
  disc.addColorStop(0, '#ffe2a8');
  disc.addColorStop(1, '#ff8f7a');
  ctx.fillStyle = disc;
  ctx.beginPath();
  ctx.arc(sunX, sunY, 70 * v.s, 0, Math.PI * 2);
  ctx.fill();
}

function hills(ctx: CanvasRenderingContext2D, v: View): void {
  for (const layer of HILLS) {
    const [a1, f1, a2, f2] = layer.waves;
    const offset = v.left * layer.parallax;
    ctx.fillStyle = layer.colour;
    ctx.beginPath();
    ctx.moveTo(0, v.height);
    for (let px = 0; px <= v.width + 12; px += 12) {
      const x = offset + px / v.s;
      const h = layer.base + a1 * (1 + Math.sin(x * f1)) + a2 * Math.sin(x * f2 + 1.3);
      ctx.lineTo(px, v.groundY - h * v.s);
    }
    ctx.lineTo(v.width, v.height);
    ctx.fill();
  }
}

/** The ground between gaps: earth, a grass lip and pebbles that scroll with the course. */
function ground(ctx: CanvasRenderingContext2D, v: View, course: Course): void {
  const pit = ctx.createLinearGradient(0, v.groundY, 0, v.height);
  pit.addColorStop(0, '#120f2c');
  pit.addColorStop(1, '#07061a');
  ctx.fillStyle = pit;
  ctx.fillRect(0, v.groundY, v.width, v.height - v.groundY);
  const right = v.left + v.width / v.s;
  const gaps = course.hazards.filter((h) => h.kind === 'gap');
  const pieces: [number, number][] = [];
  let from = v.left - 40;
  for (const gap of gaps) {
    if (gap.x > from) pieces.push([from, Math.min(gap.x, right + 40)]);
    from = Math.max(from, hazardEnd(gap));
  }
  if (from < right) pieces.push([from, right + 40]);
  const earth = ctx.createLinearGradient(0, v.groundY, 0, v.height);
  earth.addColorStop(0, '#3a2f63');
  earth.addColorStop(1, '#1c1840');
  const lip = 12 * v.s;
  for (const [a, b] of pieces) {
    const x = screenX(v, a);
    const w = screenX(v, b) - x;
    ctx.fillStyle = earth;
    ctx.beginPath();
    ctx.roundRect(x, v.groundY, w, v.height - v.groundY + 20, [lip, lip, 0, 0]);
    ctx.fill();
    ctx.fillStyle = GRASS;
    ctx.beginPath();
    ctx.roundRect(x, v.groundY - 3 * v.s, w, lip + 3 * v.s, lip);
    ctx.fill();
    ctx.fillStyle = GRASS_LIGHT;
    ctx.fillRect(x + lip / 2, v.groundY - 3 * v.s, Math.max(0, w - lip), 2.5 * v.s);
    ctx.fillStyle = GRASS;
    ctx.beginPath();
    for (let p = Math.ceil((a + 10) / 34) * 34; p < b - 10; p += 34) {
      if (hash(p) < 0.45) continue;
      const tx = screenX(v, p + hash(p + 1) * 20);
      const tall = (5 + hash(p + 2) * 5) * v.s;
      ctx.moveTo(tx - 5 * v.s, v.groundY);
      ctx.lineTo(tx - 4 * v.s, v.groundY - tall);
      ctx.lineTo(tx - 1 * v.s, v.groundY - 2 * v.s);
      ctx.lineTo(tx + 2 * v.s, v.groundY - tall * 1.2);
      ctx.lineTo(tx + 4 * v.s, v.groundY);
    }
    ctx.fill();
    ctx.fillStyle = 'rgba(255, 255, 255, 0.06)';
    for (let p = Math.ceil(a / 90) * 90; p < b - 60; p += 90) {
      const depth = 30 + hash(p) * 70;
      ctx.beginPath();
      ctx.ellipse(
        screenX(v, p + hash(p + 3) * 50),
        screenY(v, -depth),
        7 * v.s,
        4 * v.s,
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }
}

/** A boulder: a lumpy outline from the rock's size, shaded from the warm sky side. */
function rock(ctx: CanvasRenderingContext2D, v: View, r: Rock): void {
  const x = screenX(v, r.x);
  const w = r.w * v.s;
  const h = r.h * v.s;
  const base = v.groundY + 2 * v.s;
  const fill = ctx.createLinearGradient(x, base - h, x + w, base);
  fill.addColorStop(0, '#9aa0d4');
  fill.addColorStop(1, '#4a4c82');
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(x, base);
  ctx.quadraticCurveTo(x - w * 0.02, base - h * 0.6, x + w * 0.25, base - h * 0.92);
  ctx.quadraticCurveTo(x + w * 0.45, base - h * 1.06, x + w * 0.68, base - h * 0.94);
  ctx.quadraticCurveTo(x + w * 1.03, base - h * 0.72, x + w, base);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.22)';
  ctx.beginPath();
  ctx.ellipse(x + w * 0.34, base - h * 0.74, w * 0.14, h * 0.08, -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(20, 18, 50, 0.45)';
  ctx.lineWidth = 2 * v.s;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x + w * 0.62, base - h * 0.8);
  ctx.lineTo(x + w * 0.56, base - h * 0.55);
  ctx.lineTo(x + w * 0.66, base - h * 0.38);
  ctx.stroke();
}

export function gemShape(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x - r * 0.55, y - r * 0.55);
  ctx.lineTo(x + r * 0.55, y - r * 0.55);
  ctx.lineTo(x + r, y - r * 0.1);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r, y - r * 0.1);
  ctx.closePath();
}

function gem(ctx: CanvasRenderingContext2D, v: View, g: Gem, time: number): void {
  const x = screenX(v, g.x);
  const y = screenY(v, g.y + Math.sin(time * 3 + g.x * 0.01) * 3);
  const r = 13 * v.s;
  ctx.shadowColor = GEM;
  ctx.shadowBlur = 14 * v.s;
  ctx.fillStyle = GEM;
  gemShape(ctx, x, y, r);
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.beginPath();
  ctx.moveTo(x - r * 0.55, y - r * 0.55);
  ctx.lineTo(x, y - r * 0.55);
  ctx.lineTo(x - r * 0.3, y - r * 0.1);
  ctx.lineTo(x - r, y - r * 0.1);
  ctx.closePath();
  ctx.fill();
}

/** Everything behind the dragon: sky, hills, ground, rocks and the gems still to grab. */
export function drawScene(
  ctx: CanvasRenderingContext2D,
  v: View,
  course: Course,
  time: number,
): void {
  sky(ctx, v, time);
  hills(ctx, v);
  ground(ctx, v, course);
  for (const h of course.hazards) if (h.kind === 'rock') rock(ctx, v, h);
  for (const g of course.gems) if (!g.taken) gem(ctx, v, g, time);
}
