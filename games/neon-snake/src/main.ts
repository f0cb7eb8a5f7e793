import { clear, createStage, hud, overlay, roundRect, type Stage } from '../../shared/canvas.js';
import { listenForGestures } from '../../shared/gestures.js';
import { directionOf } from '../../shared/keys.js';
import { createSession } from '../../shared/session.js';
import { theme } from '../../shared/theme.js';
import { newGame, queueTurn, step, stepMs, type SnakeState } from './snake.js';

const ACCENT = '#3ddc97';
const FRUIT = '#ff5470';
const COLS = 28;
const ROWS = 18;

type Phase = 'title' | 'playing' | 'paused' | 'over';

const session = createSession({ best: 0 });
let state: SnakeState = newGame(COLS, ROWS);
let phase: Phase = 'title';
let best = 0;
let stage: Stage;
let last = 0;
let elapsed = 0;

function draw(): void {
  clear(stage);
  const { ctx, width, height } = stage;
  hud(stage, state.score, best, ACCENT);
  const cell = Math.floor(Math.min((width - 32) / COLS, (height - 80) / ROWS));
  const x0 = Math.floor((width - cell * COLS) / 2);
  const y0 = Math.floor(56 + (height - 56 - cell * ROWS) / 2);
  roundRect(ctx, x0 - 6, y0 - 6, cell * COLS + 12, cell * ROWS + 12, 14, theme.panel);
  ctx.shadowColor = FRUIT;
  ctx.shadowBlur = 18;
  roundRect(
    ctx,
    x0 + state.fruit.x * cell + 3,
    y0 + state.fruit.y * cell + 3,
    cell - 6,
    cell - 6,
    cell / 2,
    FRUIT,
  );
  ctx.shadowColor = ACCENT;
  state.body.forEach((p, i) => {
    ctx.globalAlpha = 1 - (i / state.body.length) * 0.5;
    roundRect(ctx, x0 + p.x * cell + 2, y0 + p.y * cell + 2, cell - 4, cell - 4, cell / 3, ACCENT);
  });
  ctx.globalAlpha = 1;
  ctx.shadowBlur = 0;
  if (phase === 'title')
    overlay(
      stage,
      'Neon Snake',
      ['Tap or press Space to play', 'Swipe, arrow keys or WASD steer'],
      ACCENT,
    );
  if (phase === 'paused') overlay(stage, 'Paused', ['Press Space or tap to go on'], ACCENT);
  if (phase === 'over')
    overlay(
      stage,
      'Game over',
      [`Length ${state.body.length}, score ${state.score}`, 'Press Space or tap to play again'],
      ACCENT,
    );
}

function start(): void {
  if (phase === 'over' || phase === 'title') state = newGame(COLS, ROWS);
  phase = 'playing';
  session.client.gameplayStart();
  draw();
}

function pause(): void {
  if (phase !== 'playing') return;
  phase = 'paused';
  session.client.gameplayStop();
  draw();
}

function frame(now: number): void {
  elapsed += now - last;
  last = now;
  if (phase === 'playing' && elapsed >= stepMs(state.score)) {
    elapsed = 0;
    state = step(state);
    if (!state.alive) {
      phase = 'over';
      session.client.gameplayStop();
      if (state.score > best) {
        best = state.score;
        session.save({ best });
      }
    }
    draw();
  }
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
  session.client.on('resume', () => phase === 'paused' && start());
  window.addEventListener('blur', pause);
  window.addEventListener('keydown', (event) => {
    const direction = directionOf(event);
    if (direction && phase === 'playing') {
      event.preventDefault();
      queueTurn(state, direction);
    } else if (event.code === 'Space') {
      event.preventDefault();
      if (phase === 'playing') pause();
      else start();
    }
  });
  // On a phone a swipe turns the snake, and a tap starts a run or goes on after a pause.
  listenForGestures(stage.canvas, {
    swipe: (direction) => {
      if (phase === 'playing') queueTurn(state, direction);
    },
    tap: () => {
      if (phase !== 'playing') start();
    },
  });
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
}

void main();
