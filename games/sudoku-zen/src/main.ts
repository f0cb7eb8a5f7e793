import { listenForGestures } from '../../shared/gestures.js';
import { createStage, type Stage } from '../../shared/canvas.js';
import { directionOf } from '../../shared/keys.js';
import { createSession } from '../../shared/session.js';
import { ACCENT, SOFT_RED, type Pulse } from './board.js';
import { generate, LEVELS } from './generate.js';
import {
  beats,
  erase,
  fromSaved,
  hintCell,
  isSolved,
  moveCursor,
  newGame,
  place,
  reveal,
  toggleNote,
  toSaved,
  undo,
  type Game,
  type SavedGame,
} from './grid.js';
import { menuButton, type Bests } from './hud.js';
import { digitOf, playAction, STEPS } from './input.js';
import { cellAt, inside, layoutOf, TOOLS, type Tool } from './layout.js';
import { drawScene, menuOf, type Phase, type Scene } from './scene.js';

/** The wave rolls over the solved board before the results cover it. */
const RESULTS_AFTER = 1.4;
/** The menu's choice after the levels: picking up the saved board. */
const RESUME = LEVELS.length;
const CENTRE = 40;

const session = createSession<{ best: Bests; current: SavedGame | null }>({
  best: {},
  current: null,
});
let stage: Stage;
let phase: Phase = 'title';
let choice = 0;
let game: Game = newGame(generate('easy'));
let saved: { game: Game; ms: number } | null = null;
let bests: Bests = {};
let newBest = false;
let elapsed = 0;
let selected = CENTRE;
let notesMode = false;
let pulse: Pulse | null = null;
let clock = 0;
let wonAt = 0;
let pointer = { x: -1, y: -1 };
let last = 0;

const resultsShown = () => phase === 'won' && clock - wonAt >= RESULTS_AFTER;
const choosing = () => phase === 'title' || resultsShown();

const scene = (): Scene => ({
  phase,
  game,
  selected,
  notesMode,
  pulse,
  elapsed,
  solvedFor: phase === 'won' ? clock - wonAt : null,
  resultsShown: resultsShown(),
  newBest,
  bests,
  resume: saved ? { level: saved.game.level, ms: saved.ms } : null,
  choice,
  pointer,
});
const menu = () => menuOf(stage, scene());
const draw = () => drawScene(stage, scene());

function persist(): void {
  const current = phase === 'won' ? null : toSaved(game, elapsed);
  session.save({ best: bests, current });
}

function begin(next: Game, ms: number): void {
  game = next;
  elapsed = ms;
  selected = CENTRE;
  notesMode = false;
  pulse = null;
  newBest = false;
  phase = 'playing';
  session.client.gameplayStart();
  persist();
}

function start(index: number): void {
  if (index === RESUME && saved) return begin(saved.game, saved.ms);
  const level = LEVELS[index];
  if (level) begin(newGame(generate(level)), 0);
}

function pause(): void {
  if (phase !== 'playing') return;
  phase = 'paused';
  session.client.gameplayStop();
  persist();
}

function resume(): void {
  phase = 'playing';
  session.client.gameplayStart();
}

/** Back to the levels; the board in progress stays saved so Continue can pick it up. */
function toMenu(): void {
  if (phase === 'playing') session.client.gameplayStop();
  if (phase === 'playing' || phase === 'paused') saved = { game, ms: elapsed };
  phase = 'title';
  choice = saved ? RESUME : 0;
  persist();
}

function finish(): void {
  phase = 'won';
  wonAt = clock;
  saved = null;
  session.client.gameplayStop();
  newBest = beats(elapsed, bests[game.level]);
  if (newBest) bests = { ...bests, [game.level]: Math.round(elapsed) };
  choice = Math.max(0, LEVELS.indexOf(game.level));
  persist();
}

function apply(next: Game, flash: string | null = null): void {
  if (next === game) return;
  game = next;
  if (flash) pulse = { cell: selected, age: 0, colour: flash };
  if (isSolved(game)) finish();
  else persist();
}

function enter(digit: number, asNote: boolean): void {
  if (asNote || notesMode) return apply(toggleNote(game, selected, digit));
  const next = place(game, selected, digit);
  apply(next, next.mistakes > game.mistakes ? SOFT_RED : null);
}

function use(tool: Tool): void {
  if (tool === 'notes') notesMode = !notesMode;
  else if (tool === 'undo') apply(undo(game));
  else if (tool === 'erase') apply(erase(game, selected));
  else {
    const cell = hintCell(game, selected);
    if (cell < 0) return;
    selected = cell;
    apply(reveal(game, cell), ACCENT);
  }
}

function click(x: number, y: number): void {
  if (choosing()) {
    const chosen = menu().findIndex((b) => inside(b, x, y));
    if (chosen >= 0) start(chosen);
  } else if (phase === 'paused') resume();
  else if (phase === 'playing') {
    const l = layoutOf(stage);
    const cell = cellAt(l, x, y);
    const digit = l.digits.findIndex((b) => inside(b, x, y));
    const tool = TOOLS[l.tools.findIndex((b) => inside(b, x, y))];
    if (inside(menuButton(stage), x, y)) toMenu();
    else if (cell >= 0) selected = cell;
    else if (digit >= 0) enter(digit + 1, false);
    else if (tool) use(tool);
  }
}

function clickable(x: number, y: number): boolean {
  if (choosing()) return menu().some((b) => inside(b, x, y));
  if (phase !== 'playing') return phase === 'paused';
  const l = layoutOf(stage);
  const buttons = [menuButton(stage), ...l.digits, ...l.tools];
  return cellAt(l, x, y) >= 0 || buttons.some((b) => inside(b, x, y));
}

function playKey(event: KeyboardEvent): void {
  const action = playAction(event);
  if (!action) return;
  event.preventDefault();
  if (action.kind === 'move') selected = moveCursor(selected, action.dx, action.dy);
  else if (action.kind === 'digit') enter(action.digit, action.note);
  else if (action.kind === 'tool') use(action.tool);
  else pause();
}

function key(event: KeyboardEvent): void {
  if (phase === 'playing') return playKey(event);
  const direction = directionOf(event);
  const confirm = ['Enter', 'NumpadEnter', 'Space'].includes(event.code);
  if (direction || confirm) event.preventDefault();
  if (choosing()) {
    const digit = digitOf(event);
    const canResume = menu().length > RESUME;
    if (direction === 'left' || direction === 'right')
      choice = (Math.min(choice, RESUME - 1) + STEPS[direction][0] + RESUME) % RESUME;
    else if (direction) choice = direction === 'down' && canResume ? RESUME : choice % RESUME;
    else if (digit >= 1 && digit <= LEVELS.length) start(digit - 1);
    else if (event.code === 'KeyC' && canResume) start(RESUME);
    else if (confirm && !event.repeat) start(choice);
  } else if (phase === 'paused') {
    if (confirm || event.code === 'KeyP') resume();
    else if (event.code === 'Escape') toMenu();
  }
}

function frame(now: number): void {
  const dt = Math.min(0.1, (now - last) / 1000);
  last = now;
  clock += dt;
  if (phase === 'playing') elapsed += dt * 1000;
  if (pulse) pulse = { ...pulse, age: pulse.age + dt };
  draw();
  requestAnimationFrame(frame);
}

async function main(): Promise<void> {
  stage = createStage((s) => {
    stage = s;
    draw();
  });
  const progress = await session.load();
  bests = progress.best;
  saved = fromSaved(progress.current);
  if (saved) {
    // A reload lands back on the board in progress, paused until the player goes on.
    game = saved.game;
    elapsed = saved.ms;
    choice = RESUME;
    phase = 'paused';
  }
  draw();
  session.client.ready();
  session.client.on('pause', pause);
  session.client.on('resume', () => phase === 'paused' && resume());
  window.addEventListener('blur', pause);
  window.addEventListener('pagehide', () => {
    if (phase === 'playing') persist();
    session.flush();
  });
  window.addEventListener('keydown', key);
  listenForGestures(stage.canvas, {
    hover: ({ x, y }) => {
      pointer = { x, y };
      stage.canvas.style.cursor = clickable(x, y) ? 'pointer' : 'default';
    },
    // A finger picks a square, then a digit on the pad under the grid.
    tap: ({ x, y }) => click(x, y),
  });
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
}

void main();
