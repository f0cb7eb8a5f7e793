import { listenForGestures } from '../../shared/gestures.js';
import { clear, createStage, overlay, type Stage } from '../../shared/canvas.js';
import { directionOf } from '../../shared/keys.js';
import { createSession } from '../../shared/session.js';
import {
  beats,
  deal,
  faceUp,
  flip,
  hideMismatch,
  isWon,
  moveCursor,
  SIZES,
  sizeKey,
  type Game,
  type Score,
} from './cards.js';
import {
  clockText,
  drawHud,
  drawMenu,
  inside,
  MENU_GAP,
  menuButtons,
  newBoardButton,
} from './hud.js';
import { burst, drawSparks, stepSparks, type Spark } from './sparks.js';
import { SYMBOLS } from './symbols.js';
import { ACCENT, cardAt, drawCard, drawCursor, indexAt, layout } from './table.js';

const FLIP_SECONDS = 0.25;
/** Long enough to remember a mismatched pair, short enough to keep the game moving. */
const MISMATCH_SECONDS = 1;
/** The last pair turns and sparkles before the results cover the board. */
const RESULTS_AFTER = 0.8;
const STEPS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;

type Phase = 'title' | 'playing' | 'paused' | 'won';
type Bests = Partial<Record<string, Score>>;

const session = createSession<{ best: Bests }>({ best: {} });
let stage: Stage;
let phase: Phase = 'title';
let size = 1;
const currentSize = () => SIZES[size] ?? SIZES[0];
let game: Game = deal(currentSize(), SYMBOLS.length);
let shown: number[] = [];
const matchedAt = new Map<number, number>();
let mismatchAt: number | null = null;
let bests: Bests = {};
let newBest = false;
let clock = 0;
let wonAt = 0;
let elapsed = 0;
let cursor = 0;
let keyboard = false;
let pointer = { x: -1, y: -1 };
let sparks: Spark[] = [];
let last = 0;

const resultsShown = () => phase === 'won' && clock - wonAt >= RESULTS_AFTER;
const choosing = () => phase === 'title' || resultsShown();

function newBoard(): void {
  game = deal(currentSize(), SYMBOLS.length);
  shown = game.cards.map(() => 0);
  matchedAt.clear();
  mismatchAt = null;
  sparks = [];
  elapsed = 0;
  cursor = 0;
}

function start(): void {
  newBoard();
  newBest = false;
  phase = 'playing';
  session.client.gameplayStart();
}

function pause(): void {
  if (phase !== 'playing') return;
  phase = 'paused';
  session.client.gameplayStop();
}

function resume(): void {
  phase = 'playing';
  session.client.gameplayStart();
}

function toMenu(): void {
  if (phase === 'playing') session.client.gameplayStop();
  phase = 'title';
  newBoard();
}

function choose(next: number): void {
  size = Math.max(0, Math.min(SIZES.length - 1, next));
  if (phase === 'title') newBoard();
}

function finish(): void {
  phase = 'won';
  wonAt = clock;
  session.client.gameplayStop();
  const run = { moves: game.moves, ms: Math.round(elapsed) };
  const key = sizeKey(currentSize());
  newBest = beats(run, bests[key]);
  if (newBest) {
    bests = { ...bests, [key]: run };
    session.save({ best: bests });
  }
}

function turn(index: number): void {
  const first = game.open[0];
  const out = flip(game, index);
  if (out.result === 'ignored') return;
  game = out.game;
  cursor = index;
  if (out.result === 'mismatch') mismatchAt = clock;
  if (out.result === 'match' && first !== undefined) {
    const colour = SYMBOLS[game.cards[index]?.face ?? 0]?.colour ?? ACCENT;
    const l = layout(stage, game.cols, game.rows);
    for (const i of [first, index]) {
      matchedAt.set(i, clock);
      const { x, y } = cardAt(l, i);
      sparks.push(...burst(x + l.w / 2, y + l.h / 2, colour, FLIP_SECONDS));
    }
    if (isWon(game)) finish();
  }
}

function update(dt: number): void {
  clock += dt;
  shown = game.cards.map((_, i) => {
    const from = shown[i] ?? 0;
    const to = faceUp(game, i) ? 1 : 0;
    return from + Math.max(-dt / FLIP_SECONDS, Math.min(dt / FLIP_SECONDS, to - from));
  });
  if (mismatchAt !== null && clock - mismatchAt >= MISMATCH_SECONDS) {
    game = hideMismatch(game);
    mismatchAt = null;
  }
  // The clock starts with the first card so reading the rules is free.
  if (phase === 'playing' && (game.moves > 0 || game.open.length > 0)) elapsed += dt * 1000;
  sparks = stepSparks(sparks, dt);
}

function drawBoard(): void {
  const { ctx } = stage;
  const l = layout(stage, game.cols, game.rows);
  const hover = phase === 'playing' && !keyboard ? indexAt(l, pointer.x, pointer.y) : -1;
  game.cards.forEach((card, i) => {
    const picture = SYMBOLS[card.face];
    if (!picture) return;
    const { x, y } = cardAt(l, i);
    const popT = clock - (matchedAt.get(i) ?? -9) - FLIP_SECONDS;
    const shakeT = mismatchAt === null ? -1 : clock - mismatchAt - FLIP_SECONDS;
    const shaking = game.open.length === 2 && game.open.includes(i) && shakeT >= 0 && shakeT < 0.35;
    drawCard(ctx, x, y, l.w, l.h, {
      picture,
      shown: shown[i] ?? 0,
      matched: card.matched,
      pop: popT >= 0 && popT < 0.35 ? Math.sin((popT / 0.35) * Math.PI) * 0.08 : 0,
      lift: i === hover && !faceUp(game, i) ? 5 : 0,
      shake: shaking ? Math.sin(shakeT * 55) * 5 * (1 - shakeT / 0.35) : 0,
    });
  });
  const at = cardAt(l, cursor);
  if (keyboard && phase === 'playing') drawCursor(ctx, at.x, at.y, l.w, l.h);
  drawSparks(ctx, sparks);
}

function draw(): void {
  clear(stage);
  const { ctx, width, height } = stage;
  const glow = ctx.createRadialGradient(
    width / 2,
    height / 2,
    0,
    width / 2,
    height / 2,
    width * 0.6,
  );
  glow.addColorStop(0, 'rgba(169, 139, 255, 0.14)');
  glow.addColorStop(1, 'rgba(169, 139, 255, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
  if (phase !== 'title') {
    const onButton = inside(newBoardButton(stage), pointer.x, pointer.y);
    drawHud(stage, game.moves, elapsed, bests[sizeKey(currentSize())], onButton);
  }
  drawBoard();
  const hovered = menuButtons(stage).findIndex((b) => inside(b, pointer.x, pointer.y));
  if (phase === 'title') {
    overlay(
      stage,
      'Memory Match',
      ['Turn two cards, find every pair', ...MENU_GAP, 'Tap a board or press Enter'],
      ACCENT,
    );
    drawMenu(stage, size, hovered, bests);
  }
  if (phase === 'paused')
    overlay(stage, 'Paused', ['Tap or press Space to go on', 'Esc for a new board'], ACCENT);
  if (resultsShown()) {
    overlay(
      stage,
      newBest ? 'New best!' : 'Board cleared!',
      [`${game.moves} moves in ${clockText(elapsed)}`, ...MENU_GAP, 'Pick a board to play again'],
      ACCENT,
    );
    drawMenu(stage, size, hovered, bests);
  }
}

function click(x: number, y: number): void {
  if (choosing()) {
    const chosen = menuButtons(stage).findIndex((b) => inside(b, x, y));
    if (chosen < 0) return;
    size = chosen;
    start();
  } else if (phase === 'paused') resume();
  else if (phase === 'playing') {
    if (inside(newBoardButton(stage), x, y)) toMenu();
    else turn(indexAt(layout(stage, game.cols, game.rows), x, y));
  }
}

function clickable(x: number, y: number): boolean {
  if (choosing()) return menuButtons(stage).some((b) => inside(b, x, y));
  if (phase !== 'playing') return phase === 'paused';
  const card = indexAt(layout(stage, game.cols, game.rows), x, y);
  return inside(newBoardButton(stage), x, y) || (card >= 0 && !faceUp(game, card));
}

function key(event: KeyboardEvent): void {
  const direction = directionOf(event);
  const confirm = ['Enter', 'NumpadEnter', 'Space'].includes(event.code);
  if (direction || confirm) event.preventDefault();
  if (choosing()) {
    const digit = Number(event.key);
    if (direction) choose(size + STEPS[direction][0] + STEPS[direction][1]);
    else if (digit >= 1 && digit <= SIZES.length) {
      size = digit - 1;
      start();
    } else if (confirm && !event.repeat) start();
  } else if (phase === 'paused') {
    if (confirm) resume();
    else if (event.code === 'Escape') toMenu();
  } else if (phase === 'playing') {
    if (direction) {
      const [dx, dy] = STEPS[direction];
      cursor = keyboard ? moveCursor(game, cursor, dx, dy) : cursor;
      keyboard = true;
    } else if (confirm && !event.repeat) {
      keyboard = true;
      turn(cursor);
    } else if (event.code === 'Escape' || event.code === 'KeyP') pause();
  }
}

function frame(now: number): void {
  update(Math.min(0.1, (now - last) / 1000));
  last = now;
  draw();
  requestAnimationFrame(frame);
}

async function main(): Promise<void> {
  stage = createStage((s) => {
    stage = s;
    draw();
  });
  bests = (await session.load()).best;
  draw();
  session.client.ready();
  session.client.on('pause', pause);
  session.client.on('resume', () => phase === 'paused' && resume());
  window.addEventListener('blur', pause);
  window.addEventListener('keydown', key);
  const hover = ({ x, y }: { x: number; y: number }) => {
    pointer = { x, y };
    keyboard = false;
    stage.canvas.style.cursor = clickable(x, y) ? 'pointer' : 'default';
  };
  // A finger turns a card on a tap; one that slides off a card turns none.
  listenForGestures(stage.canvas, { hover, tap: ({ x, y }) => click(x, y) });
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
}

void main();
