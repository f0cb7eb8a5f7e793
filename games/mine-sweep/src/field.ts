export interface Size {
  name: string;
  cols: number;
  rows: number;
  mines: number;
}

export type SquareState = 'hidden' | 'flagged' | 'open';

export interface Square {
  mine: boolean;
  /** Mines among the up to eight squares around this one. */
  count: number;
  state: SquareState;
}

/** `ready` until the first reveal lays the mines, so that first square can never hold one. */
export type Status = 'ready' | 'playing' | 'won' | 'lost';

export interface Field {
  cols: number;
  rows: number;
  mines: number;
  squares: Square[];
  status: Status;
  /** The first mine set off, or -1. */
  exploded: number;
}

export const SIZES = [
  { name: 'Beginner', cols: 9, rows: 9, mines: 10 },
  { name: 'Intermediate', cols: 16, rows: 16, mines: 40 },
  { name: 'Expert', cols: 30, rows: 16, mines: 99 },
] as const satisfies readonly Size[];

export const sizeKey = (size: Size): string => size.name.toLowerCase();

export function neighbours({ cols, rows }: Pick<Field, 'cols' | 'rows'>, index: number): number[] {
  const col = index % cols;
  const row = Math.floor(index / cols);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1) {
      const c = col + dx;
      const r = row + dy;
      if ((dx || dy) && c >= 0 && r >= 0 && c < cols && r < rows) out.push(r * cols + c);
    }
  return out;
}

/** An untouched field; the mines are laid by the first reveal. */
export function newField({ cols, rows, mines }: Size): Field {
  if (cols < 1 || rows < 1 || mines < 1 || mines >= cols * rows)
    throw new Error(`${cols}x${rows} cannot hold ${mines} mines`);
  const squares = Array.from({ length: cols * rows }, (): Square => ({
    mine: false,
    count: 0,
    state: 'hidden',
  }));
  return { cols, rows, mines, squares, status: 'ready', exploded: -1 };
}

/** The field with mines on exactly these squares, in play; flags already placed stay. */
export function withMines(field: Field, mines: readonly number[]): Field {
  const set = new Set(mines);
  const squares = field.squares.map((square, i) => ({
    ...square,
    mine: set.has(i),
    count: neighbours(field, i).filter((n) => set.has(n)).length,
  }));
  return { ...field, mines: set.size, squares, status: 'playing' };
}

/**
 * Lays the mines at random, keeping `safe` and its neighbours clear so the first reveal always
 * opens an area; on a field too crowded for that only `safe` itself is spared.
 */
export function layMines(field: Field, safe: number, random: () => number = Math.random): Field {
  const all = field.squares.map((_, i) => i);
  const near = new Set([safe, ...neighbours(field, safe)]);
  const roomy = all.filter((i) => !near.has(i));
  const spots = roomy.length >= field.mines ? roomy : all.filter((i) => i !== safe);
  // A partial shuffle: only the first `mines` places need to be random.
  for (let i = 0; i < field.mines; i += 1) {
    const j = i + Math.min(spots.length - 1 - i, Math.floor(random() * (spots.length - i)));
    const a = spots[i];
    const b = spots[j];
    if (a === undefined || b === undefined) continue;
    spots[i] = b;
    spots[j] = a;
  }
  return withMines(field, spots.slice(0, field.mines));
}

const inPlay = (field: Field): boolean => field.status === 'ready' || field.status === 'playing';

/** Opens the squares, spreading through every square with no mine around it. */
function open(field: Field, start: readonly number[]): Field {
  const squares = field.squares.map((s) => ({ ...s }));
  const todo = [...start];
  let exploded = -1;
  for (let i = todo.pop(); i !== undefined; i = todo.pop()) {
    const square = squares[i];
    if (!square || square.state !== 'hidden') continue;
    square.state = 'open';
    if (square.mine) exploded = exploded < 0 ? i : exploded;
    else if (square.count === 0) todo.push(...neighbours(field, i));
  }
  if (exploded >= 0) return { ...field, squares, status: 'lost', exploded };
  if (!squares.every((s) => s.mine || s.state === 'open')) return { ...field, squares };
  // A cleared field shows where every mine was.
  const flagged = squares.map((s): Square => (s.mine ? { ...s, state: 'flagged' } : s));
  return { ...field, squares: flagged, status: 'won' };
}

/** Opens a hidden square; the first reveal of a field lays its mines around it first. */
export function reveal(field: Field, index: number, random: () => number = Math.random): Field {
  if (!inPlay(field) || field.squares[index]?.state !== 'hidden') return field;
  return open(field.status === 'ready' ? layMines(field, index, random) : field, [index]);
}

export function toggleFlag(field: Field, index: number): Field {
  const square = field.squares[index];
  if (!inPlay(field) || !square || square.state === 'open') return field;
  const squares = [...field.squares];
  squares[index] = { ...square, state: square.state === 'hidden' ? 'flagged' : 'hidden' };
  return { ...field, squares };
}

/**
 * Opens every unflagged neighbour of an open number once as many flags surround it; a wrong
 * flag therefore sets off a mine, as it does in the classic game.
 */
export function chord(field: Field, index: number): Field {
  const square = field.squares[index];
  if (field.status !== 'playing' || square?.state !== 'open' || square.count === 0) return field;
  const around = neighbours(field, index);
  const flags = around.filter((n) => field.squares[n]?.state === 'flagged').length;
  const hidden = around.filter((n) => field.squares[n]?.state === 'hidden');
  return flags === square.count && hidden.length > 0 ? open(field, hidden) : field;
}

/** Mines minus flags: it goes below zero when too many flags are out. */
export const minesLeft = (field: Field): number =>
  field.mines - field.squares.filter((s) => s.state === 'flagged').length;

/** The share of safe squares opened, from 0 to 1. */
export function cleared(field: Field): number {
  const safe = field.squares.length - field.mines;
  return field.squares.filter((s) => !s.mine && s.state === 'open').length / safe;
}

/** Quicker wins; a first clear always counts. */
export const beats = (ms: number, best: number | undefined): boolean =>
  best === undefined || ms < best;

/** The cursor after an arrow key, held inside the field. */
export function moveCursor(field: Field, index: number, dx: number, dy: number): number {
  const col = Math.min(field.cols - 1, Math.max(0, (index % field.cols) + dx));
  const row = Math.min(field.rows - 1, Math.max(0, Math.floor(index / field.cols) + dy));
  return row * field.cols + col;
}
