export type Kind = 'I' | 'O' | 'T' | 'S' | 'Z' | 'J' | 'L';

export const KINDS: readonly Kind[] = ['I', 'O', 'T', 'S', 'Z', 'J', 'L'];

export interface Cell {
  x: number;
  y: number;
}

/** Each piece as it spawns, drawn in the square it turns in, so turning keeps it centred. */
const SHAPES: Record<Kind, readonly string[]> = {
  I: ['....', '####', '....', '....'],
  O: ['##', '##'],
  T: ['.#.', '###', '...'],
  S: ['.##', '##.', '...'],
  Z: ['##.', '.##', '...'],
  J: ['#..', '###', '...'],
  L: ['..#', '###', '...'],
};

export const boxSize = (kind: Kind): number => SHAPES[kind].length;

/** The cells of a piece after `rotation` quarter turns clockwise, relative to its square. */
export function cellsOf(kind: Kind, rotation: number): Cell[] {
  const n = boxSize(kind);
  const turns = ((rotation % 4) + 4) % 4;
  return SHAPES[kind].flatMap((row, y) =>
    [...row].flatMap((mark, x) => {
      if (mark !== '#') return [];
      let cell = { x, y };
      for (let i = 0; i < turns; i += 1) cell = { x: n - 1 - cell.y, y: cell.x };
      return [cell];
    }),
  );
}

/** All seven pieces in random order: dealing bag by bag keeps any piece from staying away long. */
export function shuffledBag(random: () => number): Kind[] {
  const left = [...KINDS];
  const bag: Kind[] = [];
  while (left.length > 0)
    bag.push(...left.splice(Math.min(left.length - 1, Math.floor(random() * left.length)), 1));
  return bag;
}
