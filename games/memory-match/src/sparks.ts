export interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Seconds since it appeared; below zero it is still waiting to show. */
  age: number;
  colour: string;
}

const LIFE = 0.9;
const GRAVITY = 300;

/** A ring of sparks from one point, held back by `delay` so they burst once a card has turned. */
export function burst(x: number, y: number, colour: string, delay: number): Spark[] {
  return Array.from({ length: 14 }, () => {
    const a = Math.random() * Math.PI * 2;
    const speed = 80 + Math.random() * 160;
    return { x, y, vx: Math.cos(a) * speed, vy: Math.sin(a) * speed - 60, age: -delay, colour };
  });
}

export function stepSparks(sparks: Spark[], dt: number): Spark[] {
  for (const s of sparks) {
    s.age += dt;
    if (s.age <= 0) continue;
    s.x += s.vx * dt;
    s.y += s.vy * dt;
    s.vy += GRAVITY * dt;
  }
  return sparks.filter((s) => s.age < LIFE);
}

export function drawSparks(ctx: CanvasRenderingContext2D, sparks: Spark[]): void {
  for (const s of sparks) {
    if (s.age <= 0) continue;
    ctx.globalAlpha = Math.max(0, 1 - s.age / LIFE);
    ctx.fillStyle = s.colour;
    ctx.beginPath();
    ctx.arc(s.x, s.y, 4 * (1 - s.age / (LIFE * 1.3)), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}
