import { listenForGestures } from '../../shared/gestures.js';
import { createStage, hud, overlay, text, type Stage } from '../../shared/canvas.js';
import { createSession } from '../../shared/session.js';
import { theme } from '../../shared/theme.js';
import { groundUnder } from './course.js';
import { BODY } from './dragon.js';
import { drawScene, GEM, gemShape } from './scene.js';
import { COLOURS, drawDragon } from './sprite.js';
import { screenX, screenY, viewOf } from './view.js';
import { GEM_POINTS, metres, newWorld, step, type World } from './world.js';

const ACCENT = COLOURS.body;
const STEP = 1 / 120;
/** The fall plays out for this long before the results show and a press can restart. */
const RESULTS_AFTER = 0.7;
const JUMP_KEYS = new Set(['Space', 'ArrowUp', 'KeyW']);

type Phase = 'title' | 'playing' | 'paused' | 'over';

const session = createSession({ best: 0 });
let stage: Stage;
let world: World = newWorld();
let phase: Phase = 'title';
let best = 0;
let newBest = false;
let held = false;
let pressed = false;
let lag = 0;
let last = 0;
let time = 0;
let popups: { x: number; y: number; age: number }[] = [];

function drawDragonAt(x: number): void {
  const { ctx } = stage;
  const v = viewOf(stage, x);
  const { dragon } = world;
  if (groundUnder(world.course, x - BODY.feet, x + BODY.feet) && dragon.y > -4) {
    ctx.fillStyle = 'rgba(8, 6, 24, 0.35)';
    const spread = Math.max(0.3, 1 - dragon.y / 250);
    ctx.beginPath();
    ctx.ellipse(screenX(v, x), v.groundY, 24 * v.s * spread, 5 * v.s * spread, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  drawDragon(ctx, screenX(v, x), screenY(v, dragon.y), v.s, {
    stride: phase === 'title' ? time * 3 : x / 11,
    airborne: !dragon.grounded,
    rising: dragon.vy > 0,
    gliding: dragon.gliding,
    hurt: !world.alive,
    time,
  });
}

function draw(): void {
  const { ctx } = stage;
  // Between two fixed steps the run has moved on a little; drawing that keeps scrolling smooth.
  const x = world.distance + (phase === 'playing' ? world.speed * lag : 0);
  const v = viewOf(stage, x);
  drawScene(ctx, v, world.course, time);
  drawDragonAt(x);
  for (const p of popups) {
    ctx.globalAlpha = 1 - p.age / 0.8;
    text(ctx, `+${GEM_POINTS}`, screenX(v, p.x), screenY(v, p.y + p.age * 60), 18 * v.s, GEM);
  }
  ctx.globalAlpha = 1;
  if (phase !== 'title') {
    hud(stage, world.score, best, ACCENT);
    ctx.fillStyle = GEM;
    gemShape(ctx, stage.width / 2 - 22, 28, 9);
    ctx.fill();
    text(ctx, String(world.gems), stage.width / 2 - 6, 28, 20, theme.text, 'left');
  }
  if (phase === 'title')
    overlay(
      stage,
      'Dragon Dash',
      [
        'Tap or press Space to run',
        'Hold to jump higher and glide',
        'Grab gems, dodge rocks and gaps',
      ],
      ACCENT,
    );
  if (phase === 'paused') overlay(stage, 'Paused', ['Tap or press Space to go on'], ACCENT);
  if (phase === 'over' && world.deadFor >= RESULTS_AFTER)
    overlay(
      stage,
      newBest ? 'New best!' : 'Game over',
      [
        `${metres(world)} m  ·  ${world.gems} gems  ·  score ${world.score}`,
        'Tap or press Space to run again',
      ],
      ACCENT,
    );
}

function start(): void {
  world = newWorld();
  popups = [];
  begin();
}

function begin(): void {
  phase = 'playing';
  held = false;
  pressed = false;
  lag = 0;
  session.client.gameplayStart();
}

function pause(): void {
  if (phase !== 'playing') return;
  phase = 'paused';
  held = false;
  session.client.gameplayStop();
}

function finish(): void {
  phase = 'over';
  session.client.gameplayStop();
  newBest = world.score > best;
  if (newBest) {
    best = world.score;
    session.save({ best });
  }
}

function press(): void {
  if (phase === 'playing') {
    held = true;
    pressed = true;
  } else if (phase === 'paused') begin();
  else if (phase === 'title' || world.deadFor >= RESULTS_AFTER) start();
}

function advance(dt: number): void {
  if (phase !== 'playing' && phase !== 'over') return;
  lag += dt;
  while (lag >= STEP) {
    lag -= STEP;
    const gems = world.gems;
    step(world, STEP, { held: held || pressed, pressed });
    pressed = false;
    if (world.gems > gems) popups.push({ x: world.distance, y: world.dragon.y + 60, age: 0 });
    if (phase === 'playing' && !world.alive) finish();
  }
  popups.forEach((p) => (p.age += dt));
  popups = popups.filter((p) => p.age < 0.8);
}

function frame(now: number): void {
  const dt = Math.min(0.1, (now - last) / 1000);
  last = now;
  time += dt;
  advance(dt);
  draw();
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
  session.client.on('resume', () => phase === 'paused' && begin());
  window.addEventListener('blur', pause);
  window.addEventListener('keydown', (event) => {
    if (JUMP_KEYS.has(event.code)) {
      event.preventDefault();
      if (!event.repeat) press();
    } else if (event.code === 'KeyP' || event.code === 'Escape') {
      if (phase === 'playing') pause();
      else if (phase === 'paused') begin();
    }
  });
  window.addEventListener('keyup', (event) => {
    if (JUMP_KEYS.has(event.code)) held = false;
  });
  // A jump answers the finger as it lands, not when it lifts.
  listenForGestures(stage.canvas, { press });
  window.addEventListener('pointerup', () => (held = false));
  window.addEventListener('pointercancel', () => (held = false));
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
}

void main();
