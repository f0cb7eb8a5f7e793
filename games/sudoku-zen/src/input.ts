import { directionOf } from '../../shared/keys.js';
import type { Tool } from './layout.js';

export type Action =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'digit'; digit: number; note: boolean }
  | { kind: 'tool'; tool: Tool }
  | { kind: 'pause' };

export const STEPS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;

/** The digit a key stands for, by position first so it works on any keyboard layout; else -1. */
export function digitOf(event: KeyboardEvent): number {
  const code = /^(?:Digit|Numpad)(\d)$/.exec(event.code)?.[1];
  if (code !== undefined) return Number(code);
  return /^\d$/.test(event.key) ? Number(event.key) : -1;
}

/** What a key does on the board; Shift with a digit pencils a note without leaving digit mode. */
export function playAction(event: KeyboardEvent): Action | null {
  const direction = directionOf(event);
  const digit = digitOf(event);
  const command = event.ctrlKey || event.metaKey;
  const code = event.code;
  if (direction && !command) {
    const [dx, dy] = STEPS[direction];
    return { kind: 'move', dx, dy };
  }
  if (digit >= 1 && !command) return { kind: 'digit', digit, note: event.shiftKey };
  if (digit === 0 || code === 'Backspace' || code === 'Delete')
    return { kind: 'tool', tool: 'erase' };
  if (code === 'KeyN') return { kind: 'tool', tool: 'notes' };
  if (code === 'KeyU' || (command && code === 'KeyZ')) return { kind: 'tool', tool: 'undo' };
  if (code === 'KeyH') return { kind: 'tool', tool: 'hint' };
  if (code === 'Escape' || code === 'KeyP') return { kind: 'pause' };
  return null;
}
