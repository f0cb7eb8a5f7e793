import { clear, createStage, hud, overlay, type Stage } from '../../shared/canvas.js';
import { listenForGestures } from '../../shared/gestures.js';
import { directionOf } from '../../shared/keys.js';
import { createSession } from '../../shared/session.js';
import { columnsDragged, swipeMove, type TouchMove } from './touch.js';
import {
  ACCENT,
  demoBoard,
  drawFlash,
  drawGhost,
  drawPiece,
  drawPopup,
  drawSide,
  drawWell,
  layoutOf,
} from './view.js';
import {
  fall,
  ghost,
  gravityMs,
  hardDrop,
  landed,
  newGame,
  place,
  rotate,
  shift,
  type Board,
  type Game,
} from './well.js';

/** A resting piece can still slide this long before it locks... */
const LOCK_MS = 500;
/** ...but only this many times per piece, so it cannot be kept alive for ever. */
const MAX_RESETS = 12;
/** Held sideways keys wait this long, then repeat quickly, for both taps and long slides. */
const REPEAT_AFTER_MS = 170;
const REPEAT_MS = 45;
const SOFT_MS = 35;
const FLASH_MS = 280;
const POPUP_MS = 1000;
const CLEAR_NAMES = ['', 'Single', 'Double', 'Triple', 'Quad'];

type Phase = 'title' | 'playing' | 'paused' | 'over';

interface Popup {
  label: string;
  detail: string;
  row: number;
  age: number;
}

const session = createSession({ best: 0 });
let stage: Stage;
let game: Game = newGame();
let phase: Phase = 'title';
let best = 0;
let newBest = false;
let fallTimer = 0;
let resets = 0;
let flash: { board: Board; rows: number[]; age: number } | null = null;
let popups: Popup[] = [];
const held = { dir: 0, timer: 0, down: false, downTimer: 0 };
/** Columns the finger on the board has moved the piece since it went down. */
let dragCols = 0;
let last = 0;

function draw(): void {
  clear(stage);
  const { ctx } = stage;
  const l = layoutOf(stage);
  hud(stage, game.score, best, ACCENT);
  drawWell(ctx, l, phase === 'title' ? demoBoard() : (flash?.board ?? game.board));
  if (flash) drawFlash(ctx, l, flash.rows, flash.age / FLASH_MS);
  else if (phase === 'playing' || phase === 'paused') {
    drawGhost(ctx, l, ghost(game));
    drawPiece(ctx, l, game.piece);
  }
  drawSide(ctx, l, game.queue[0], game.level, game.lines);
  for (const p of popups)
    if (p.age >= 0) drawPopup(ctx, l, p.label, p.detail, p.row, p.age / POPUP_MS);
  if (phase === 'title')
    overlay(
      stage,
      'Block Drop',
      [
        'Press Space or tap to play',
        '← → move  ·  ↑ rotate  ·  ↓ soft drop',
        'Swipe: move or drop  ·  tap: rotate',
        'Space drops at once  ·  P pauses',
      ],
      ACCENT,
    );
  if (phase === 'paused') overlay(stage, 'Paused', ['Press P, Space or tap to go on'], ACCENT);
  if (phase === 'over')
    overlay(
      stage,
      newBest ? 'New best!' : 'Game over',
      [
        `Score ${game.score}  ·  ${game.lines} ${game.lines === 1 ? 'line' : 'lines'}  ·  level ${game.level}`,
        'Press Space or tap to play again',
      ],
      ACCENT,
    );
}

function begin(): void {
  phase = 'playing';
  session.client.gameplayStart();
}

function press(): void {
  if (phase === 'paused') return begin();
  if (phase === 'playing') return;
  game = newGame();
  fallTimer = 0;
  resets = 0;
  flash = null;
  popups = [];
  begin();
}

function pause(): void {
  if (phase !== 'playing') return;
  phase = 'paused';
  held.dir = 0;
  held.down = false;
  dragCols = 0;
  session.client.gameplayStop();
}

function finish(): void {
  phase = 'over';
  // The burst of a last clear never gets to play out, so show the well as it ended.
  flash = null;
  session.client.gameplayStop();
  newBest = game.score > best;
  if (newBest) {
    best = game.score;
    session.save({ best });
  }
}

/** Takes the game's next state and starts the effects its changes call for. */
function apply(next: Game): void {
  if (next.lines > game.lines) {
    const rows = next.cleared;
    flash = { board: place(game.board, ghost(game)), rows, age: 0 };
    const row = rows.reduce((a, b) => a + b, 0) / rows.length;
    const detail = `+${next.score - game.score}`;
    popups.push({ label: CLEAR_NAMES[rows.length] ?? '', detail, row, age: 0 });
    if (next.level > game.level)
      popups.push({ label: `Level ${next.level}`, detail: 'Faster!', row: row - 2.5, age: -300 });
  }
  if (next.dealt !== game.dealt) {
    fallTimer = 0;
    resets = 0;
  }
  game = next;
  if (game.over) finish();
}

/** A sideways move or turn: on a resting piece it buys a little more time before the lock. */
function move(next: Game): void {
  if (next === game) return;
  game = next;
  if (landed(game) && resets < MAX_RESETS) {
    resets += 1;
    fallTimer = 0;
  }
}

function softStep(): void {
  if (landed(game)) return;
  apply(fall(game, Math.random, 1));
  fallTimer = 0;
}

function update(dt: number): void {
  popups.forEach((p) => (p.age += dt));
  popups = popups.filter((p) => p.age < POPUP_MS);
  if (flash) {
    flash.age += dt;
    if (flash.age < FLASH_MS) return;
    flash = null;
  }
  if (held.dir !== 0) {
    held.timer += dt;
    for (; held.timer >= REPEAT_AFTER_MS; held.timer -= REPEAT_MS) move(shift(game, held.dir));
  }
  if (held.down) {
    held.downTimer += dt;
    for (; held.downTimer >= SOFT_MS; held.downTimer -= SOFT_MS) softStep();
  }
  fallTimer += dt;
  const wait = landed(game) ? (held.down ? SOFT_MS * 3 : LOCK_MS) : gravityMs(game.level);
  if (fallTimer >= wait) {
    fallTimer = 0;
    apply(fall(game));
  }
}

function frame(now: number): void {
  const dt = Math.min(100, now - last);
  last = now;
  if (phase === 'playing') update(dt);
  draw();
  requestAnimationFrame(frame);
}

function onKey(event: KeyboardEvent): void {
  const direction = directionOf(event);
  if (direction || event.code === 'Space') event.preventDefault();
  if (event.code === 'KeyP' || event.code === 'Escape') {
    if (phase === 'playing') pause();
    else if (phase === 'paused') begin();
    return;
  }
  if (phase !== 'playing') {
    if (event.code === 'Space' || event.code === 'Enter') press();
    return;
  }
  if (event.repeat || flash) return;
  if (direction === 'left' || direction === 'right') {
    held.dir = direction === 'left' ? -1 : 1;
    held.timer = 0;
    move(shift(game, held.dir));
  } else if (direction === 'up' || event.code === 'KeyX') move(rotate(game, 1));
  else if (event.code === 'KeyZ') move(rotate(game, -1));
  else if (direction === 'down') {
    held.down = true;
    held.downTimer = 0;
    softStep();
  } else if (event.code === 'Space') apply(hardDrop(game));
}

function onKeyUp(event: KeyboardEvent): void {
  const direction = directionOf(event);
  if (direction === 'down') held.down = false;
  if ((direction === 'left' && held.dir < 0) || (direction === 'right' && held.dir > 0))
    held.dir = 0;
}

function touchMove(action: TouchMove): void {
  if (action === 'drop') apply(hardDrop(game));
  else if (action === 'rotate') move(rotate(game, 1));
  else move(shift(game, action === 'left' ? -1 : 1));
}

/** Touch: a tap turns the piece, a sideways drag or swipe moves it, a swipe down drops it. */
function listenForTouch(canvas: HTMLCanvasElement): void {
  const playing = () => phase === 'playing' && !flash;
  listenForGestures(canvas, {
    press: () => (dragCols = 0),
    drag: ({ dx }) => {
      if (!playing()) return;
      const cols = columnsDragged(dx, layoutOf(stage).cell);
      for (; dragCols !== cols; dragCols += Math.sign(cols - dragCols))
        move(shift(game, Math.sign(cols - dragCols)));
    },
    swipe: (direction) => {
      if (!playing()) return;
      const action = swipeMove(direction, dragCols);
      if (action) touchMove(action);
    },
    tap: () => {
      if (phase !== 'playing') press();
      else if (!flash) touchMove('rotate');
    },
  });
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
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKeyUp);
  listenForTouch(stage.canvas);
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
}

void main();
