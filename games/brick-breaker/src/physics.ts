export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export interface Brick {
  x: number;
  y: number;
  w: number;
  h: number;
  hits: number;
}

export const FIELD = { width: 800, height: 600 } as const;
export const PADDLE = { width: 120, height: 14, y: 560 } as const;

/** A level's wall: more rows and tougher bricks as the level rises. */
export function buildWall(level: number): Brick[] {
  const rows = Math.min(4 + level, 8);
  const cols = 10;
  const gap = 8;
  const w = (FIELD.width - 40 - gap * (cols - 1)) / cols;
  const bricks: Brick[] = [];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1)
      bricks.push({
        x: 20 + c * (w + gap),
        y: 60 + r * 30,
        w,
        h: 22,
        hits: r < Math.min(level, 3) ? 2 : 1,
      });
  return bricks;
}

/** Where a ball meets the paddle sets its outgoing angle, so the player can aim. */
export function bounceOffPaddle(ball: Ball, paddleX: number): Ball {
  const offset = (ball.x - (paddleX + PADDLE.width / 2)) / (PADDLE.width / 2);
  const speed = Math.hypot(ball.vx, ball.vy);
  const angle = Math.max(-1, Math.min(1, offset)) * (Math.PI / 3);
  return {
    ...ball,
    vx: speed * Math.sin(angle),
    vy: -Math.abs(speed * Math.cos(angle)),
    y: PADDLE.y - ball.r,
  };
}

export interface StepResult {
  ball: Ball;
  bricks: Brick[];
  gained: number;
  lost: boolean;
}

/** Moves the ball by dt seconds, bouncing off walls, the paddle and at most one brick. */
export function advance(ball: Ball, bricks: Brick[], paddleX: number, dt: number): StepResult {
  let b = { ...ball, x: ball.x + ball.vx * dt, y: ball.y + ball.vy * dt };
  if (b.x < b.r || b.x > FIELD.width - b.r)
    b = { ...b, vx: -b.vx, x: Math.max(b.r, Math.min(FIELD.width - b.r, b.x)) };
  if (b.y < b.r) b = { ...b, vy: Math.abs(b.vy), y: b.r };
  if (
    b.vy > 0 &&
    b.y + b.r >= PADDLE.y &&
    b.y - b.r <= PADDLE.y + PADDLE.height &&
    b.x >= paddleX &&
    b.x <= paddleX + PADDLE.width
  )
    b = bounceOffPaddle(b, paddleX);
  let gained = 0;
  const hit = bricks.findIndex(
    (k) =>
      k.hits > 0 &&
      b.x + b.r > k.x &&
      b.x - b.r < k.x + k.w &&
      b.y + b.r > k.y &&
      b.y - b.r < k.y + k.h,
  );
  let next = bricks;
  if (hit >= 0) {
    const brick = bricks[hit];
    if (brick) {
      const fromSide = ball.x <= brick.x || ball.x >= brick.x + brick.w;
      b = fromSide ? { ...b, vx: -b.vx } : { ...b, vy: -b.vy };
      next = bricks.map((k, i) => (i === hit ? { ...k, hits: k.hits - 1 } : k));
      gained = brick.hits === 1 ? 10 : 5;
    }
  }
  return { ball: b, bricks: next, gained, lost: b.y - b.r > FIELD.height };
}
