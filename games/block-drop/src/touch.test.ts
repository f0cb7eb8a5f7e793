import { describe, expect, it } from 'vitest';
import { columnsDragged, swipeMove } from './touch.js';

describe('Block Drop by touch', () => {
  it('carries the piece a column for each cell the finger travels sideways', () => {
    expect(columnsDragged(10, 24)).toBe(0);
    expect(columnsDragged(50, 24)).toBe(2);
    expect(columnsDragged(-49, 24)).toBe(-2);
    expect(columnsDragged(30, 0)).toBe(0);
  });

  it('drops on a swipe down and turns on a swipe up', () => {
    expect(swipeMove('down', 0)).toBe('drop');
    expect(swipeMove('down', 3)).toBe('drop');
    expect(swipeMove('up', 0)).toBe('rotate');
  });

  it('moves one column on a short sideways swipe, none after a drag already moved it', () => {
    expect(swipeMove('left', 0)).toBe('left');
    expect(swipeMove('right', 0)).toBe('right');
    expect(swipeMove('right', 2)).toBeNull();
  });
});
