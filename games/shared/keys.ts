export type Direction = 'up' | 'down' | 'left' | 'right';

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  KeyW: 'up',
  KeyS: 'down',
  KeyA: 'left',
  KeyD: 'right',
};

export const directionOf = (event: KeyboardEvent): Direction | null => KEYS[event.code] ?? null;
