import { LEVELS, type Level, type Puzzle } from './generate.js';
import { bitCount, boxOf, CELLS, colOf, countSolutions, rowOf, SIZE } from './solver.js';

/** One cell as it was before a move, so the move can be taken back. */
export interface Change {
  cell: number;
  value: number;
  notes: number;
}

export interface Game {
  level: Level;
  puzzle: readonly number[];
  solution: readonly number[];
  values: number[];
  /** Pencil marks per cell as bits 1 to 9. */
  notes: number[];
  mistakes: number;
  hints: number;
  /** Every move as the cells it changed, latest last. */
  history: Change[][];
}

/** Undo reaches this far back; older moves are forgotten. */
const HISTORY = 200;

export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, i) =>
  Array.from({ length: CELLS }, (_, j) => j).filter(
    (j) => j !== i && (rowOf(j) === rowOf(i) || colOf(j) === colOf(i) || boxOf(j) === boxOf(i)),
  ),
);

export const newGame = ({ level, puzzle, solution }: Puzzle): Game => ({
  level,
  puzzle,
  solution,
  values: [...puzzle],
  notes: Array<number>(CELLS).fill(0),
  mistakes: 0,
  hints: 0,
  history: [],
});

export const isGiven = (game: Game, cell: number): boolean => (game.puzzle[cell] ?? 0) !== 0;

const isDigit = (d: number): boolean => Number.isInteger(d) && d >= 1 && d <= 9;

/** Applies cell updates and records how the cells were, as one undoable move. */
function commit(game: Game, updates: Change[], extra: Partial<Game> = {}): Game {
  const values = [...game.values];
  const notes = [...game.notes];
  const before = updates.map(({ cell }) => ({
    cell,
    value: values[cell] ?? 0,
    notes: notes[cell] ?? 0,
  }));
  for (const u of updates) {
    values[u.cell] = u.value;
    notes[u.cell] = u.notes;
  }
  return { ...game, ...extra, values, notes, history: [...game.history, before].slice(-HISTORY) };
}

/**
 * Writes a digit. It also rubs that digit out of the notes around it, the chore players do by
 * hand anyway; a digit that disagrees with the solution counts as a mistake.
 */
export function place(game: Game, cell: number, digit: number): Game {
  if (!isDigit(digit) || isGiven(game, cell) || game.values[cell] === digit) return game;
  if (cell < 0 || cell >= CELLS) return game;
  const bit = 1 << digit;
  const peers = (PEERS[cell] ?? []).filter((j) => ((game.notes[j] ?? 0) & bit) !== 0);
  const updates = [
    { cell, value: digit, notes: 0 },
    ...peers.map((j) => ({
      cell: j,
      value: game.values[j] ?? 0,
      notes: (game.notes[j] ?? 0) & ~bit,
    })),
  ];
  const wrong = game.solution[cell] !== digit;
  return commit(game, updates, { mistakes: game.mistakes + (wrong ? 1 : 0) });
}

/** Pencils a digit in or out; only empty cells take notes. */
export function toggleNote(game: Game, cell: number, digit: number): Game {
  if (!isDigit(digit) || isGiven(game, cell) || game.values[cell] !== 0) return game;
  return commit(game, [{ cell, value: 0, notes: (game.notes[cell] ?? 0) ^ (1 << digit) }]);
}

/** Clears the digit, or the notes when there is no digit. */
export function erase(game: Game, cell: number): Game {
  if (isGiven(game, cell) || cell < 0 || cell >= CELLS) return game;
  const value = game.values[cell] ?? 0;
  const notes = game.notes[cell] ?? 0;
  if (value === 0 && notes === 0) return game;
  return commit(game, [{ cell, value: 0, notes: value === 0 ? 0 : notes }]);
}

/** Takes back the latest move; mistakes and hints already counted stay counted. */
export function undo(game: Game): Game {
  const last = game.history.at(-1);
  if (!last) return game;
  const values = [...game.values];
  const notes = [...game.notes];
  for (const c of last) {
    values[c.cell] = c.value;
    notes[c.cell] = c.notes;
  }
  return { ...game, values, notes, history: game.history.slice(0, -1) };
}

/** Digits the cell could still take given the digits around it. */
export function candidates(values: readonly number[], cell: number): number {
  let used = 0;
  for (const j of PEERS[cell] ?? []) used |= 1 << (values[j] ?? 0);
  return 0b11_1111_1110 & ~used;
}

/** Cells whose digit repeats in their row, column or box. */
export function conflicts(values: readonly number[]): boolean[] {
  return values.map((d, i) => d !== 0 && (PEERS[i] ?? []).some((j) => values[j] === d));
}

/** Filled cells that disagree with the solution, for the mistake hints. */
export const wrongCells = (game: Game): boolean[] =>
  game.values.map((d, i) => d !== 0 && d !== game.solution[i]);

/**
 * Where a hint goes: the chosen cell when it is empty or wrong, otherwise the empty cell with the
 * fewest candidates, the one a player would most likely solve next. -1 when the board is full.
 */
export function hintCell(game: Game, chosen: number): number {
  const open = (i: number) => !isGiven(game, i) && game.values[i] !== game.solution[i];
  if (open(chosen)) return chosen;
  let best = -1;
  let fewest = 10;
  game.values.forEach((_, i) => {
    if (!open(i)) return;
    // A wrong digit comes before any empty cell: it blocks progress the most.
    const n = game.values[i] === 0 ? bitCount(candidates(game.values, i)) : -1;
    if (n < fewest) [best, fewest] = [i, n];
  });
  return best;
}

/** Fills a cell with its solution digit. */
export function reveal(game: Game, cell: number): Game {
  const digit = game.solution[cell] ?? 0;
  if (cell < 0 || isGiven(game, cell) || game.values[cell] === digit) return game;
  return { ...place(game, cell, digit), hints: game.hints + 1 };
}

export const isSolved = (game: Game): boolean =>
  game.values.every((d, i) => d === game.solution[i]);

/** How many of each digit are still to place, indexed by digit. */
export function remaining(values: readonly number[]): number[] {
  const left = Array<number>(SIZE + 1).fill(SIZE);
  left[0] = 0;
  for (const d of values) if (d > 0) left[d] = (left[d] ?? 0) - 1;
  return left;
}

/** The selection after an arrow key, wrapping around the edges like a reading line. */
export function moveCursor(cell: number, dx: number, dy: number): number {
  const col = (colOf(cell) + dx + SIZE) % SIZE;
  const row = (rowOf(cell) + dy + SIZE) % SIZE;
  return row * SIZE + col;
}

/** A quicker solve wins. */
export const beats = (ms: number, best: number | undefined): boolean =>
  best === undefined || ms < best;

/** The board in progress as saved: digit strings keep it small. */
export interface SavedGame {
  level: Level;
  puzzle: string;
  solution: string;
  values: string;
  notes: number[];
  mistakes: number;
  hints: number;
  ms: number;
}

export const toSaved = (game: Game, ms: number): SavedGame => ({
  level: game.level,
  puzzle: game.puzzle.join(''),
  solution: game.solution.join(''),
  values: game.values.join(''),
  notes: [...game.notes],
  mistakes: game.mistakes,
  hints: game.hints,
  ms: Math.round(ms),
});

const digits = (s: unknown): number[] | null =>
  typeof s === 'string' && /^[0-9]{81}$/.test(s) ? [...s].map(Number) : null;

const count = (n: unknown): number | null =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;

/**
 * Rebuilds a saved board, or null when the save is damaged or does not belong together: saves
 * come back from storage, so nothing in them is trusted.
 */
export function fromSaved(data: unknown): { game: Game; ms: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const s = data as Record<string, unknown>;
  const level = LEVELS.find((l) => l === s.level);
  const [puzzle, solution, values] = [digits(s.puzzle), digits(s.solution), digits(s.values)];
  const [mistakes, hints, ms] = [count(s.mistakes), count(s.hints), count(s.ms)];
  const notes = Array.isArray(s.notes) ? s.notes.map(count) : [];
  if (!level || !puzzle || !solution || !values || mistakes === null || hints === null) return null;
  if (ms === null || notes.length !== CELLS || notes.some((n) => n === null || n > 0x3fe))
    return null;
  const fits = puzzle.every((d, i) => d === 0 || (d === solution[i] && values[i] === d));
  const solved = solution.every((d) => d !== 0) && countSolutions(solution, 1) === 1;
  if (!fits || !solved || countSolutions(puzzle, 2) !== 1) return null;
  const game = { ...newGame({ level, puzzle, solution }), values, mistakes, hints };
  return { game: { ...game, notes: notes.map((n) => n ?? 0) }, ms };
}
