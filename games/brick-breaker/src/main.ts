import { listenForGestures } from '../../shared/gestures.js';
import {
  clear,
  createStage,
  hud,
  overlay,
  roundRect,
  text,
  type Stage,
} from '../../shared/canvas.js';
import { createSession } from '../../shared/session.js';
import { theme } from '../../shared/theme.js';
import { advance, buildWall, FIELD, PADDLE, type Ball, type Brick } from './physics.js';

const ACCENT = '#4cc9f0';
const ROW_COLOURS = [
  '#ff5470',
  '#ff8f5a',
  '#ffd166',
  '#3ddc97',
  '#4cc9f0',
  '#7b8cff',
  '#c77dff',
  '#ff70a6',
];
const SPEED = 420;

type Phase = 'title' | 'serve' | 'playing' | 'paused' | 'over';

const session = createSession({ best: 0 });
let stage: Stage;
let phase: Phase = 'title';
let level = 1;
let lives = 3;
let score = 0;
let best = 0;
let bricks: Brick[] = buildWall(level);
let paddleX = (FIELD.width - PADDLE.width) / 2;
let ball: Ball = { x: 0, y: 0, vx: 0, vy: 0, r: 8 };
const keys = new Set<string>();
let last = 0;

const view = () => {
  const scale = Math.min((stage.width - 32) / FIELD.width, (stage.height - 72) / FIELD.height);
  return {
    scale,
    x0: (stage.width - FIELD.width * scale) / 2,
    y0: 56 + (stage.height - 56 - FIELD.height * scale) / 2,
  };
};

function draw(): void {
  clear(stage);
  const { ctx } = stage;
  hud(stage, score, best, ACCENT);
  text(
    ctx,
    `Level ${level}  ·  ${'●'.repeat(lives)}`,
    stage.width / 2,
    28,
    18,
    theme.muted,
    'center',
    600,
  );
  const { scale, x0, y0 } = view();
  ctx.save();
  ctx.translate(x0, y0);
  ctx.scale(scale, scale);
  roundRect(ctx, 0, 0, FIELD.width, FIELD.height, 16, theme.panel);
  bricks.forEach((b, i) => {
    if (b.hits <= 0) return;
    const colour = ROW_COLOURS[Math.floor(i / 10) % ROW_COLOURS.length] ?? ACCENT;
    roundRect(ctx, b.x, b.y, b.w, b.h, 6, colour);
    if (b.hits > 1) roundRect(ctx, b.x + 4, b.y + 4, b.w - 8, b.h - 8, 4, 'rgba(255,255,255,0.35)');
  });
  roundRect(ctx, paddleX, PADDLE.y, PADDLE.width, PADDLE.height, 7, ACCENT);
  ctx.beginPath();
  ctx.arc(ball.x, ball.y, ball.r, 0, Math.PI * 2);
  ctx.fillStyle = theme.text;
  ctx.fill();
  ctx.restore();
  if (phase === 'title')
    overlay(
      stage,
      'Brick Breaker',
      ['Tap or press Space to play', 'Mouse or arrow keys steer'],
      ACCENT,
    );
  if (phase === 'paused') overlay(stage, 'Paused', ['Tap or press Space to go on'], ACCENT);
  if (phase === 'over')
    overlay(stage, 'Game over', [`Score ${score}`, 'Tap or press Space to play again'], ACCENT);
}

function serve(): void {
  ball = { x: paddleX + PADDLE.width / 2, y: PADDLE.y - 10, vx: 0, vy: 0, r: 8 };
  phase = 'serve';
}

function launch(): void {
  const angle = (Math.random() - 0.5) * 0.8;
  ball = { ...ball, vx: SPEED * Math.sin(angle), vy: -SPEED * Math.cos(angle) };
  phase = 'playing';
}

function press(): void {
  if (phase === 'title' || phase === 'over') {
    level = 1;
    lives = 3;
    score = 0;
    bricks = buildWall(level);
    session.client.gameplayStart();
    serve();
  } else if (phase === 'serve') launch();
  else if (phase === 'paused') {
    phase = ball.vy === 0 ? 'serve' : 'playing';
    session.client.gameplayStart();
  } else if (phase === 'playing') pause();
  draw();
}

function pause(): void {
  if (phase !== 'playing' && phase !== 'serve') return;
  phase = 'paused';
  session.client.gameplayStop();
  draw();
}

function frame(now: number): void {
  const dt = Math.min(0.03, (now - last) / 1000);
  last = now;
  if (keys.has('ArrowLeft')) paddleX -= 600 * dt;
  if (keys.has('ArrowRight')) paddleX += 600 * dt;
  paddleX = Math.max(0, Math.min(FIELD.width - PADDLE.width, paddleX));
  if (phase === 'serve') ball = { ...ball, x: paddleX + PADDLE.width / 2 };
  if (phase === 'playing') {
    const result = advance(ball, bricks, paddleX, dt);
    ball = result.ball;
    bricks = result.bricks;
    score += result.gained;
    if (result.lost) {
      lives -= 1;
      if (lives > 0) serve();
      else {
        phase = 'over';
        session.client.gameplayStop();
        if (score > best) {
          best = score;
          session.save({ best });
        }
      }
    } else if (bricks.every((b) => b.hits <= 0)) {
      level += 1;
      bricks = buildWall(level);
      serve();
    }
  }
  if (phase === 'playing' || phase === 'serve') draw();
  requestAnimationFrame(frame);
}

async function main(): Promise<void> {
  stage = createStage((s) => {
    stage = s;
    draw();
  });
  best = (await session.load()).best;
  draw();
  session.client.ready();
  session.client.on('pause', pause);
  window.addEventListener('blur', pause);
  window.addEventListener('keydown', (event) => {
    keys.add(event.code);
    if (event.code === 'Space') {
      event.preventDefault();
      press();
    }
  });
  window.addEventListener('keyup', (event) => keys.delete(event.code));
  // The paddle follows the mouse, or the finger dragged anywhere on the board; a tap serves.
  const follow = ({ x }: { x: number }) => {
    const { scale, x0 } = view();
    paddleX = (x - x0) / scale - PADDLE.width / 2;
  };
  listenForGestures(stage.canvas, { press: follow, hover: follow, drag: follow, tap: press });
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
}

void main();
