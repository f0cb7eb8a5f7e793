import { clear, overlay, type Stage } from '../../shared/canvas.js';
import { ACCENT, drawBoard, type Pulse } from './board.js';
import type { Level } from './generate.js';
import { conflicts, remaining, wrongCells, type Game } from './grid.js';
import {
  clockText,
  drawHud,
  drawMenu,
  drawPad,
  menuButton,
  menuButtons,
  MENU_GAP,
  RESUME_GAP,
  type Bests,
} from './hud.js';
import { inside, layoutOf } from './layout.js';

export type Phase = 'title' | 'playing' | 'paused' | 'won';

/** Everything on screen, so drawing reads the game without owning any of it. */
export interface Scene {
  phase: Phase;
  game: Game;
  selected: number;
  notesMode: boolean;
  pulse: Pulse | null;
  elapsed: number;
  /** Seconds since the board was solved, while it is. */
  solvedFor: number | null;
  resultsShown: boolean;
  newBest: boolean;
  bests: Bests;
  /** The board waiting behind Continue on the title screen. */
  resume: { level: Level; ms: number } | null;
  choice: number;
  pointer: { x: number; y: number };
}

export const menuOf = (stage: Stage, s: Scene) =>
  menuButtons(stage, s.phase === 'title' && s.resume !== null);

function backdrop(stage: Stage): void {
  const { ctx, width, height } = stage;
  const glow = ctx.createRadialGradient(
    width / 2,
    height / 2,
    0,
    width / 2,
    height / 2,
    width * 0.6,
  );
  glow.addColorStop(0, 'rgba(94, 234, 212, 0.1)');
  glow.addColorStop(1, 'rgba(94, 234, 212, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
}

export function drawScene(stage: Stage, s: Scene): void {
  clear(stage);
  backdrop(stage);
  const { game, pointer } = s;
  const l = layoutOf(stage);
  const info = {
    level: game.level,
    ms: s.elapsed,
    mistakes: game.mistakes,
    best: s.bests[game.level],
  };
  if (s.phase !== 'title') drawHud(stage, info, inside(menuButton(stage), pointer.x, pointer.y));
  drawBoard(stage.ctx, l, {
    game,
    selected: s.phase === 'playing' ? s.selected : -1,
    hidden: s.phase === 'paused',
    conflicts: conflicts(game.values),
    wrong: wrongCells(game),
    pulse: s.pulse,
    wave: s.solvedFor,
  });
  const pad = { left: remaining(game.values), notesMode: s.notesMode, pointer };
  drawPad(stage.ctx, l, s.phase === 'playing' ? pad : { ...pad, pointer: { x: -1, y: -1 } });
  const hovered = menuOf(stage, s).findIndex((b) => inside(b, pointer.x, pointer.y));
  if (s.phase === 'title') {
    const gap = s.resume ? [...MENU_GAP, ...RESUME_GAP] : MENU_GAP;
    const hint = s.resume ? 'Press 1, 2, 3 or C to continue' : 'Tap a level or press 1, 2, 3';
    overlay(stage, 'Sudoku Zen', ['1 to 9 in every row, column and box', ...gap, hint], ACCENT);
    drawMenu(stage, s.choice, hovered, s.bests, s.resume);
  }
  if (s.phase === 'paused')
    overlay(stage, 'Paused', ['Tap or press P to go on', 'Esc for the menu'], ACCENT);
  if (s.resultsShown) {
    const slips = `${game.mistakes} ${game.mistakes === 1 ? 'mistake' : 'mistakes'}`;
    const lines = [`${clockText(s.elapsed)} · ${slips}`, ...MENU_GAP, 'Pick a level to play again'];
    overlay(stage, s.newBest ? 'New best!' : 'Solved!', lines, ACCENT);
    drawMenu(stage, s.choice, hovered, s.bests, null);
  }
}
