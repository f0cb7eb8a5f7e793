export interface BoardSize {
  cols: number;
  rows: number;
}

export interface Card {
  /** Which picture the card shows; the two cards of a pair share it. */
  face: number;
  matched: boolean;
}

export interface Game {
  cols: number;
  rows: number;
  cards: Card[];
  /** Face-up cards that are not matched yet: none, the first of a turn, or a mismatched pair. */
  open: number[];
  moves: number;
}

export type FlipResult = 'ignored' | 'first' | 'match' | 'mismatch';

export interface Score {
  moves: number;
  ms: number;
}

export const SIZES = [
  { cols: 4, rows: 3 },
  { cols: 4, rows: 4 },
  { cols: 6, rows: 4 },
] as const satisfies readonly BoardSize[];

export const sizeKey = ({ cols, rows }: BoardSize): string => `${cols}x${rows}`;

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = out[i];
    const b = out[j];
    if (a === undefined || b === undefined) continue;
    out[i] = b;
    out[j] = a;
  }
  return out;
}

/** A shuffled board; the faces are a random pick from `faceCount` so small boards vary too. */
export function deal(
  { cols, rows }: BoardSize,
  faceCount: number,
  random: () => number = Math.random,
): Game {
  const pairs = (cols * rows) / 2;
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`${cols}x${rows} has no whole pairs`);
  if (pairs > faceCount) throw new Error(`${cols}x${rows} needs ${pairs} faces`);
  const faces = shuffle(
    Array.from({ length: faceCount }, (_, i) => i),
    random,
  ).slice(0, pairs);
  const cards = shuffle([...faces, ...faces], random).map((face) => ({ face, matched: false }));
  return { cols, rows, cards, open: [], moves: 0 };
}

/**
 * Turns one card. The second card of a turn counts a move; a pair stays up at once, while a
 * mismatch stays open until `hideMismatch`, and every click meanwhile is ignored.
 */
export function flip(game: Game, index: number): { game: Game; result: FlipResult } {
  const card = game.cards[index];
  if (!card || card.matched || game.open.length >= 2 || game.open.includes(index))
    return { game, result: 'ignored' };
  const first = game.open[0];
  if (first === undefined) return { game: { ...game, open: [index] }, result: 'first' };
  const moves = game.moves + 1;
  if (game.cards[first]?.face !== card.face)
    return { game: { ...game, open: [first, index], moves }, result: 'mismatch' };
  const cards = game.cards.map((c, i) =>
    i === first || i === index ? { ...c, matched: true } : c,
  );
  return { game: { ...game, cards, open: [], moves }, result: 'match' };
}

export const hideMismatch = (game: Game): Game =>
  game.open.length === 2 ? { ...game, open: [] } : game;

export const isWon = (game: Game): boolean => game.cards.every((c) => c.matched);

/** Whether the card at `index` shows its face. */
export const faceUp = (game: Game, index: number): boolean =>
  Boolean(game.cards[index]?.matched) || game.open.includes(index);

/** Fewer moves win; on equal moves the quicker clear does. */
export const beats = (run: Score, best: Score | undefined): boolean =>
  !best || run.moves < best.moves || (run.moves === best.moves && run.ms < best.ms);

/** The cursor after an arrow key, held inside the board. */
export function moveCursor(game: Game, index: number, dx: number, dy: number): number {
  const col = Math.min(game.cols - 1, Math.max(0, (index % game.cols) + dx));
  const row = Math.min(game.rows - 1, Math.max(0, Math.floor(index / game.cols) + dy));
  return row * game.cols + col;
}
