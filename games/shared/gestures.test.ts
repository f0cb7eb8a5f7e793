import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGestureRecogniser,
  LONG_PRESS_MS,
  SWIPE_MIN_PX,
  swipeDirection,
  TAP_SLOP_PX,
  type GestureHandlers,
} from './gestures.js';

const finger = (x: number, y: number) => ({ x, y, pointerType: 'touch' });
const mouse = (x: number, y: number) => ({ x, y, pointerType: 'mouse' });

/** A recogniser whose every gesture is written down in order. */
function recorded(extra: Partial<GestureHandlers> = {}) {
  const seen: string[] = [];
  const recogniser = createGestureRecogniser({
    tap: (p) => seen.push(`tap ${p.x},${p.y}`),
    swipe: (direction) => seen.push(`swipe ${direction}`),
    longPress: (p) => seen.push(`long ${p.x},${p.y}`),
    ...extra,
  });
  return { seen, recogniser };
}

describe('swipeDirection', () => {
  it('follows the longer axis of the travel', () => {
    expect(swipeDirection(80, 10)).toBe('right');
    expect(swipeDirection(-80, 30)).toBe('left');
    expect(swipeDirection(20, 90)).toBe('down');
    expect(swipeDirection(-5, -60)).toBe('up');
  });

  it('is no swipe below the threshold', () => {
    expect(swipeDirection(SWIPE_MIN_PX - 1, 0)).toBeNull();
    expect(swipeDirection(0, -(SWIPE_MIN_PX - 1))).toBeNull();
    expect(swipeDirection(SWIPE_MIN_PX, 0)).toBe('right');
  });
});

describe('createGestureRecogniser', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a short still press as a tap where it was lifted', () => {
    const { seen, recogniser } = recorded();
    recogniser.down(finger(100, 100));
    recogniser.move(finger(103, 102));
    recogniser.up(finger(103, 102));
    expect(seen).toEqual(['tap 103,102']);
  });

  it('reads a travel past the threshold as a swipe, never also a tap', () => {
    const { seen, recogniser } = recorded();
    recogniser.down(finger(100, 100));
    recogniser.move(finger(100, 130));
    recogniser.up(finger(100, 160));
    expect(seen).toEqual(['swipe down']);
  });

  it('ignores a drag that is too long for a tap and too short for a swipe', () => {
    const { seen, recogniser } = recorded();
    recogniser.down(finger(100, 100));
    recogniser.up(finger(100 + TAP_SLOP_PX + 5, 100));
    expect(seen).toEqual([]);
  });

  it('fires a long press while held, and its lift is no tap', () => {
    const { seen, recogniser } = recorded();
    recogniser.down(finger(40, 50));
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['long 40,50']);
    recogniser.up(finger(40, 50));
    expect(seen).toEqual(['long 40,50']);
  });

  it('is no long press when the finger travels or lifts first', () => {
    const { seen, recogniser } = recorded();
    recogniser.down(finger(40, 50));
    recogniser.move(finger(40, 50 + TAP_SLOP_PX + 1));
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    recogniser.up(finger(40, 50 + TAP_SLOP_PX + 1));
    recogniser.down(finger(10, 10));
    recogniser.up(finger(10, 10));
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(seen).toEqual(['tap 10,10']);
  });

  it('leaves a held mouse button a click: it has a right button to flag with', () => {
    const { seen, recogniser } = recorded();
    recogniser.down(mouse(5, 5));
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    recogniser.up(mouse(5, 5));
    expect(seen).toEqual(['tap 5,5']);
  });

  it('reports the press at once and each move with its travel', () => {
    const events: string[] = [];
    const recogniser = createGestureRecogniser({
      press: (p) => events.push(`press ${p.x}`),
      drag: (p) => events.push(`drag ${p.dx},${p.dy}`),
      hover: (p) => events.push(`hover ${p.x}`),
    });
    recogniser.move(mouse(1, 1));
    recogniser.down(finger(10, 20));
    recogniser.move(finger(25, 18));
    recogniser.up(finger(25, 18));
    expect(events).toEqual(['hover 1', 'press 10', 'drag 15,-2']);
  });

  it('forgets a cancelled press: the browser took the pointer', () => {
    const { seen, recogniser } = recorded();
    recogniser.down(finger(0, 0));
    recogniser.cancel();
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    recogniser.up(finger(0, 80));
    expect(seen).toEqual([]);
  });

  it('treats a swipe as a tap-free drag when the game takes no swipes', () => {
    const taps: number[] = [];
    const recogniser = createGestureRecogniser({ tap: (p) => taps.push(p.x) });
    recogniser.down(finger(0, 0));
    recogniser.up(finger(90, 0));
    expect(taps).toEqual([]);
  });
});
