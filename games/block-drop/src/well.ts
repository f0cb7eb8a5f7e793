import { boxSize, cellsOf, shuffledBag, type Cell, type Kind } from './pieces.js';

export const COLS = 10;
export const ROWS = 20;

export type Board = (Kind | null)[][];

export interface Piece {
  kind: Kind;
  rotation: number;
  /** Top-left corner of the square the piece turns in; it may poke above the well. */
  x: number;
  y: number;
}

export interface Game {
  board: Board;
  piece: Piece;
  /** Pieces still to come; the first one is shown as the next piece. */
  queue: Kind[];
  /** How many pieces have entered the well, so a view can tell when a new one arrives. */
  dealt: number;
  score: number;
  lines: number;
  level: number;
  /** Rows filled by the latest lock, numbered as they were before they cleared. */
  cleared: number[];
  over: boolean;
}

type Settled = Omit<Game, 'piece'>;

/** Tried in order when a turn is blocked: sideways off a wall or stack, then up off the floor. */
const KICKS = [
  [0, 0],
  [-1, 0],
  [1, 0],
  [0, -1],
  [-2, 0],
  [2, 0],
] as const;

const LINE_POINTS = [0, 100, 300, 500, 800];

export const emptyRow = (): (Kind | null)[] => Array<Kind | null>(COLS).fill(null);
export const emptyBoard = (): Board => Array.from({ length: ROWS }, emptyRow);

export const levelFor = (lines: number): number => 1 + Math.floor(lines / 10);

/** Milliseconds per row of fall: 15% quicker each level, never under 60 ms. */
export const gravityMs = (level: number): number =>
  Math.max(60, Math.round(800 * 0.85 ** (level - 1)));

export const cellsAt = (piece: Piece): Cell[] =>
  cellsOf(piece.kind, piece.rotation).map((c) => ({ x: c.x + piece.x, y: c.y + piece.y }));

/** Inside the walls and floor and clear of the stack; the space above the well is open. */
export const fits = (board: Board, piece: Piece): boolean =>
  cellsAt(piece).every(
    ({ x, y }) => x >= 0 && x < COLS && y < ROWS && (y < 0 || board[y]?.[x] === null),
  );

export function spawn(kind: Kind): Piece {
  const top = Math.min(...cellsOf(kind, 0).map((c) => c.y));
  return { kind, rotation: 0, x: Math.floor((COLS - boxSize(kind)) / 2), y: -top };
}

function deal(game: Settled, random: () => number): Game {
  const queue = game.queue.length > 1 ? game.queue : [...game.queue, ...shuffledBag(random)];
  const [kind = 'I', ...rest] = queue;
  const piece = spawn(kind);
  return {
    ...game,
    piece,
    queue: rest,
    dealt: game.dealt + 1,
    over: game.over || !fits(game.board, piece),
  };
}

export function newGame(random: () => number = Math.random): Game {
  const start = { board: emptyBoard(), queue: [], dealt: 0, score: 0, lines: 0, level: 1 };
  return deal({ ...start, cleared: [], over: false }, random);
}

const moveTo = (game: Game, piece: Piece): Game =>
  !game.over && fits(game.board, piece) ? { ...game, piece } : game;

export const shift = (game: Game, dx: number): Game =>
  moveTo(game, { ...game.piece, x: game.piece.x + dx });

export function rotate(game: Game, turn: 1 | -1 = 1): Game {
  if (game.over) return game;
  const turned = { ...game.piece, rotation: (game.piece.rotation + turn + 4) % 4 };
  for (const [dx, dy] of KICKS) {
    const piece = { ...turned, x: turned.x + dx, y: turned.y + dy };
    if (fits(game.board, piece)) return { ...game, piece };
  }
  return game;
}

export const landed = (game: Game): boolean =>
  !fits(game.board, { ...game.piece, y: game.piece.y + 1 });

/** Where the piece would come to rest if dropped now. */
export function ghost(game: Game): Piece {
  let piece = game.piece;
  while (fits(game.board, { ...piece, y: piece.y + 1 })) piece = { ...piece, y: piece.y + 1 };
  return piece;
}

export function place(board: Board, piece: Piece): Board {
  const next = board.map((row) => [...row]);
  for (const { x, y } of cellsAt(piece)) {
    const row = next[y];
    if (row) row[x] = piece.kind;
  }
  return next;
}

/** Fixes the piece in the stack, clears full rows, scores them and deals the next piece. */
export function lock(game: Game, random: () => number = Math.random): Game {
  const { piece, ...settled } = game;
  const board = place(game.board, piece);
  const full = board.flatMap((row, y) => (row.every((c) => c !== null) ? [y] : []));
  const kept = board.filter((_, y) => !full.includes(y));
  const lines = game.lines + full.length;
  return deal(
    {
      ...settled,
      board: [...Array.from({ length: full.length }, emptyRow), ...kept],
      score: game.score + (LINE_POINTS[full.length] ?? 0) * game.level,
      lines,
      level: levelFor(lines),
      cleared: full,
      // A piece that comes to rest poking out of the top has nowhere left to go.
      over: cellsAt(piece).some((c) => c.y < 0),
    },
    random,
  );
}

/** One row down, or a lock when the piece already rests; a soft drop earns `points`. */
export function fall(game: Game, random: () => number = Math.random, points = 0): Game {
  if (game.over) return game;
  if (landed(game)) return lock(game, random);
  return { ...game, piece: { ...game.piece, y: game.piece.y + 1 }, score: game.score + points };
}

export function hardDrop(game: Game, random: () => number = Math.random): Game {
  if (game.over) return game;
  const piece = ghost(game);
  return lock({ ...game, piece, score: game.score + 2 * (piece.y - game.piece.y) }, random);
}
