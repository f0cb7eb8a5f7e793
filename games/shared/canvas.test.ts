import { describe, expect, it } from 'vitest';
import { roundRect } from './canvas.js';

/** The calls a rounded rectangle makes, on a context that records them. */
function drawn(w: number, h: number, r: number): number[] {
  const calls: number[][] = [];
  const ctx = {
    beginPath: () => undefined,
    roundRect: (...args: number[]) => calls.push(args),
    fill: () => undefined,
    fillStyle: '',
  } as unknown as CanvasRenderingContext2D;
  roundRect(ctx, 0, 0, w, h, r, '#000');
  return calls[0] ?? [];
}

describe('roundRect', () => {
  it('keeps the corner radius within half the shorter side', () => {
    expect(drawn(100, 40, 30)[4]).toBe(20);
    expect(drawn(100, 40, 8)[4]).toBe(8);
  });

  it('never asks the canvas for a negative radius, which it refuses by throwing', () => {
    expect(drawn(-96, -96, 16)[4]).toBe(16);
    expect(drawn(0, 0, 16)[4]).toBe(0);
    expect(drawn(50, 50, -4)[4]).toBe(0);
  });
});
