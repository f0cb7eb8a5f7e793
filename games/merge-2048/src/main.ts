import {
  clear,
  createStage,
  hud,
  overlay,
  roundRect,
  text,
  type Stage,
} from '../../shared/canvas.js';
import { listenForGestures } from '../../shared/gestures.js';
import { directionOf } from '../../shared/keys.js';
import { createSession } from '../../shared/session.js';
import { theme } from '../../shared/theme.js';
import { addRandomTile, canMove, emptyBoard, highest, SIZE, slide, type Board } from './board.js';

const ACCENT = '#ffb547';
const TILE_COLOURS: Record<number, string> = {
  2: '#3b4372',
  4: '#4a5290',
  8: '#ff8f5a',
  16: '#ff7043',
  32: '#ff5470',
  64: '#e83e8c',
  128: '#ffd166',
  256: '#ffc43d',
  512: '#ffb547',
  1024: '#7be0ad',
  2048: '#3ddc97',
};

interface Progress {
  best: number;
  board: Board | null;
  score: number;
}

const session = createSession<Progress>({ best: 0, board: null, score: 0 });
let board: Board = addRandomTile(addRandomTile(emptyBoard()));
let score = 0;
let best = 0;
let over = false;
let stage: Stage;

function draw(): void {
  clear(stage);
  const { ctx, width, height } = stage;
  hud(stage, score, best, ACCENT);
  const button = newGameButton();
  roundRect(ctx, button.x, button.y, button.w, button.h, 17, theme.panelLight);
  text(ctx, 'New game (N)', width / 2, button.y + button.h / 2, 15);
  const side = Math.min(width - 32, height - 96, 520);
  const gap = side * 0.03;
  const cell = (side - gap * (SIZE + 1)) / SIZE;
  const x0 = (width - side) / 2;
  const y0 = Math.max(60, (height - side) / 2 + 20);
  roundRect(ctx, x0, y0, side, side, 16, theme.panel);
  board.forEach((row, r) =>
    row.forEach((value, c) => {
      const x = x0 + gap + c * (cell + gap);
      const y = y0 + gap + r * (cell + gap);
      roundRect(
        ctx,
        x,
        y,
        cell,
        cell,
        10,
        value ? (TILE_COLOURS[value] ?? '#3ddc97') : theme.panelLight,
      );
      if (value)
        text(ctx, String(value), x + cell / 2, y + cell / 2, cell * (value >= 1024 ? 0.3 : 0.4));
    }),
  );
  if (over)
    overlay(stage, 'No moves left', [`Score ${score}`, 'Press Space or tap to play again'], ACCENT);
}

function persist(): void {
  session.save({ best, board: over ? null : board, score: over ? 0 : score });
}

function restart(): void {
  board = addRandomTile(addRandomTile(emptyBoard()));
  score = 0;
  over = false;
  session.client.gameplayStart();
  persist();
  draw();
}

function move(direction: 'up' | 'down' | 'left' | 'right'): void {
  if (over) return;
  const result = slide(board, direction);
  if (!result.moved) return;
  board = addRandomTile(result.board);
  score += result.gained;
  best = Math.max(best, score);
  if (!canMove(board)) {
    over = true;
    session.client.gameplayStop();
  }
  persist();
  draw();
}

/** The "New game" button above the board, in CSS pixels. */
function newGameButton(): { x: number; y: number; w: number; h: number } {
  const w = 132;
  return { x: (stage.width - w) / 2, y: 12, w, h: 34 };
}

const onNewGame = (x: number, y: number): boolean => {
  const b = newGameButton();
  return x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
};

async function main(): Promise<void> {
  stage = createStage((s) => {
    stage = s;
    draw();
  });
  const saved = await session.load();
  best = saved.best;
  if (saved.board && saved.board.length === SIZE && highest(saved.board) > 0) {
    board = saved.board;
    score = saved.score;
  }
  draw();
  session.client.ready();
  session.client.gameplayStart();
  window.addEventListener('keydown', (event) => {
    const direction = directionOf(event);
    if (direction) {
      event.preventDefault();
      move(direction);
    } else if ((event.code === 'Space' && over) || event.code === 'KeyN') {
      restart();
    }
  });
  // A swipe slides the tiles; a tap (or a click) starts over from the button or the end card.
  listenForGestures(stage.canvas, {
    swipe: move,
    tap: ({ x, y }) => {
      if (over || onNewGame(x, y)) restart();
    },
  });
}

void main();
