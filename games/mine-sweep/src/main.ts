import { clear, createStage, overlay, type Stage } from '../../shared/canvas.js';
import { directionOf } from '../../shared/keys.js';
import { createSession } from '../../shared/session.js';
import {
  beats,
  chord,
  cleared,
  minesLeft,
  moveCursor,
  newField,
  reveal,
  SIZES,
  sizeKey,
  toggleFlag,
  type Field,
} from './field.js';
import {
  clockText,
  drawHud,
  drawMenu,
  inside,
  MENU_GAP,
  menuButtons,
  newBoardButton,
} from './hud.js';
import { ACCENT } from './icons.js';
import { listenForPointer } from './input.js';
import { drawBackdrop, drawCursor, drawField, layout, openDelay, squareAt } from './view.js';

/** The last move plays out on the board before the results cover it; a loss shows its mines. */
const RESULTS_AFTER = { won: 1.2, lost: 1.8 };
const STEPS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;

type Phase = 'title' | 'playing' | 'paused' | 'won' | 'lost';
type Bests = Partial<Record<string, number>>;

const session = createSession<{ best: Bests }>({ best: {} });
let stage: Stage;
let phase: Phase = 'title';
let size = 0;
const currentSize = () => SIZES[size] ?? SIZES[0];
let field: Field = newField(currentSize());
let openAt: number[] = [];
let bests: Bests = {};
let newBest = false;
let clock = 0;
let endedAt = 0;
let elapsed = 0;
let cursor = 0;
let keyboard = false;
let pointer = { x: -1, y: -1 };
let last = 0;

const resultsShown = () =>
  (phase === 'won' || phase === 'lost') && clock - endedAt >= RESULTS_AFTER[phase];
const choosing = () => phase === 'title' || resultsShown();
const fieldLayout = () => layout(stage, field.cols, field.rows);

function newBoard(): void {
  field = newField(currentSize());
  openAt = field.squares.map(() => 0);
  elapsed = 0;
  cursor = Math.floor(field.rows / 2) * field.cols + Math.floor(field.cols / 2);
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
  phase = field.status === 'won' ? 'won' : 'lost';
  endedAt = clock;
  session.client.gameplayStop();
  if (phase !== 'won') return;
  const ms = Math.round(elapsed);
  const key = sizeKey(currentSize());
  newBest = beats(ms, bests[key]);
  if (newBest) {
    bests = { ...bests, [key]: ms };
    session.save({ best: bests });
  }
}

/** Reveals a hidden square or chords an open number, then starts the squares it opened. */
function act(index: number): void {
  const square = field.squares[index];
  if (phase !== 'playing' || !square) return;
  cursor = index;
  const next = square.state === 'open' ? chord(field, index) : reveal(field, index);
  next.squares.forEach((s, i) => {
    if (s.state === 'open' && field.squares[i]?.state !== 'open')
      openAt[i] = clock + openDelay(field.cols, index, i);
  });
  field = next;
  if (field.status === 'won' || field.status === 'lost') finish();
}

function flag(index: number): void {
  if (phase !== 'playing' || index < 0) return;
  cursor = index;
  field = toggleFlag(field, index);
}

function update(dt: number): void {
  clock += dt;
  // The clock starts with the first reveal, so choosing where to begin is free.
  if (phase === 'playing' && field.status === 'playing') elapsed += dt * 1000;
}

function draw(): void {
  clear(stage);
  drawBackdrop(stage);
  const { ctx } = stage;
  const key = sizeKey(currentSize());
  if (phase !== 'title') {
    const onButton = phase === 'playing' && inside(newBoardButton(stage), pointer.x, pointer.y);
    drawHud(stage, minesLeft(field), elapsed, bests[key], onButton);
  }
  const l = fieldLayout();
  const hover = phase === 'playing' && !keyboard ? squareAt(l, pointer.x, pointer.y) : -1;
  drawField(ctx, l, field, { clock, openAt, endedAt, hover, cover: phase === 'paused' });
  if (keyboard && phase === 'playing') drawCursor(ctx, l, cursor);
  const hovered = menuButtons(stage).findIndex((b) => inside(b, pointer.x, pointer.y));
  if (phase === 'title') {
    const lines = ['Reveal every square without a mine', ...MENU_GAP];
    overlay(stage, 'Mine Sweep', [...lines, 'Enter starts · flag: right-click, F, hold'], ACCENT);
    drawMenu(stage, size, hovered, bests);
  }
  if (phase === 'paused')
    overlay(stage, 'Paused', ['Tap or press Space to go on', 'Esc for a new board'], ACCENT);
  if (resultsShown()) {
    const won = phase === 'won';
    const title = won ? (newBest ? 'New best!' : 'Field cleared!') : 'Boom!';
    const summary = won
      ? `${currentSize().name} cleared in ${clockText(elapsed)}`
      : `${Math.floor(cleared(field) * 100)}% of the field swept`;
    const again = won ? 'Pick a size to play again' : 'Pick a size to try again';
    overlay(stage, title, [summary, ...MENU_GAP, again], ACCENT);
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
    else act(squareAt(fieldLayout(), x, y));
  }
}

function clickable(x: number, y: number): boolean {
  if (choosing()) return menuButtons(stage).some((b) => inside(b, x, y));
  if (phase !== 'playing') return phase === 'paused';
  const square = field.squares[squareAt(fieldLayout(), x, y)];
  const chordable = square?.state === 'open' && square.count > 0;
  return inside(newBoardButton(stage), x, y) || square?.state === 'hidden' || chordable;
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
    if (confirm || event.code === 'KeyP') resume();
    else if (event.code === 'Escape') toMenu();
  } else if (phase === 'playing') {
    if (direction) {
      const [dx, dy] = STEPS[direction];
      // The first arrow only shows the cursor where it was.
      cursor = keyboard ? moveCursor(field, cursor, dx, dy) : cursor;
      keyboard = true;
    } else if ((confirm || event.code === 'KeyF') && !event.repeat) {
      keyboard = true;
      if (confirm) act(cursor);
      else flag(cursor);
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
  newBoard();
  bests = (await session.load()).best;
  draw();
  session.client.ready();
  session.client.on('pause', pause);
  session.client.on('resume', () => phase === 'paused' && resume());
  window.addEventListener('blur', pause);
  window.addEventListener('keydown', key);
  listenForPointer(stage.canvas, {
    move(x, y) {
      pointer = { x, y };
      keyboard = false;
      stage.canvas.style.cursor = clickable(x, y) ? 'pointer' : 'default';
    },
    click,
    flag: (x, y) => flag(squareAt(fieldLayout(), x, y)),
  });
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
}

void main();
