import type { Direction } from './keys.js';

/** A finger must travel this far (CSS px) before a lift counts as a swipe. */
export const SWIPE_MIN_PX = 30;
/** Up to this much travel a press is still a tap: fingers wobble. */
export const TAP_SLOP_PX = 10;
/** A touch held still this long is a long press (a flag in Mine Sweep). */
export const LONG_PRESS_MS = 450;

export interface GesturePoint {
  x: number;
  y: number;
  pointerType: string;
}

export interface DragPoint extends GesturePoint {
  /** Travel since the press. */
  dx: number;
  dy: number;
}

export interface GestureHandlers {
  /** The finger or button went down: for games that act at once (a jump). */
  press?: (point: GesturePoint) => void;
  /** A press and lift without travel; a click with a mouse. */
  tap?: (point: GesturePoint) => void;
  /** A lift after travelling at least `SWIPE_MIN_PX`, along its main axis. */
  swipe?: (direction: Direction, point: DragPoint) => void;
  /** A held press without travel; fired while still held, and the lift is then no tap. */
  longPress?: (point: GesturePoint) => void;
  /** Every move while pressed, or while hovering with a mouse. */
  drag?: (point: DragPoint) => void;
  /** Pointer moves with no button down (a mouse hovering). */
  hover?: (point: GesturePoint) => void;
}

export interface GestureOptions {
  swipeMinPx?: number;
  tapSlopPx?: number;
  longPressMs?: number;
  /** Which pointers a long press applies to; a mouse has its right button. */
  longPressTypes?: readonly string[];
}

/** The main axis of a travel, or null when it is too short to be a swipe. */
export function swipeDirection(dx: number, dy: number, min = SWIPE_MIN_PX): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < min) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

export interface GestureRecogniser {
  down: (point: GesturePoint) => void;
  move: (point: GesturePoint) => void;
  up: (point: GesturePoint) => void;
  cancel: () => void;
}

/**
 * The gesture rules without the DOM, so they are tested as plain calls: one pointer at a time,
 * a long press or a swipe or a tap per press, never two of them.
 */
export function createGestureRecogniser(
  on: GestureHandlers,
  options: GestureOptions = {},
): GestureRecogniser {
  const swipeMin = options.swipeMinPx ?? SWIPE_MIN_PX;
  const slop = options.tapSlopPx ?? TAP_SLOP_PX;
  const holdMs = options.longPressMs ?? LONG_PRESS_MS;
  const holdTypes = options.longPressTypes ?? ['touch', 'pen'];
  let start: { x: number; y: number; travelled: boolean; held: boolean } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const travel = (point: GesturePoint): DragPoint => ({
    ...point,
    dx: point.x - (start?.x ?? point.x),
    dy: point.y - (start?.y ?? point.y),
  });

  return {
    down(point) {
      stopTimer();
      start = { x: point.x, y: point.y, travelled: false, held: false };
      on.press?.(point);
      const { longPress } = on;
      if (longPress && holdTypes.includes(point.pointerType)) {
        timer = setTimeout(() => {
          timer = undefined;
          if (!start || start.travelled) return;
          start.held = true;
          longPress(point);
        }, holdMs);
      }
    },
    move(point) {
      if (!start) {
        on.hover?.(point);
        return;
      }
      const drag = travel(point);
      if (Math.hypot(drag.dx, drag.dy) > slop) {
        start.travelled = true;
        stopTimer();
      }
      on.drag?.(drag);
    },
    up(point) {
      if (!start) return;
      const drag = travel(point);
      const { held } = start;
      start = null;
      stopTimer();
      if (held) return;
      const direction = swipeDirection(drag.dx, drag.dy, swipeMin);
      if (direction && on.swipe) on.swipe(direction, drag);
      else if (Math.hypot(drag.dx, drag.dy) <= slop) on.tap?.(point);
    },
    cancel() {
      start = null;
      stopTimer();
    },
  };
}

/**
 * Readies an element to be a game board on a touch screen: the browser must not scroll, zoom,
 * select text or open its press-and-hold menu over it, and with no double-tap zoom to wait for
 * a tap acts at once (no 300 ms delay).
 */
export function prepareBoard(element: HTMLElement): void {
  element.style.touchAction = 'none';
  element.style.userSelect = 'none';
  element.style.setProperty('-webkit-user-select', 'none');
  element.style.setProperty('-webkit-touch-callout', 'none');
  element.style.setProperty('-webkit-tap-highlight-color', 'transparent');
}

/** Pointer Events on a board turned into taps, swipes, long presses and drags. */
export function listenForGestures(
  element: HTMLElement,
  on: GestureHandlers,
  options: GestureOptions = {},
): GestureRecogniser {
  prepareBoard(element);
  const recogniser = createGestureRecogniser(on, options);
  let active: number | null = null;
  const point = (event: PointerEvent): GesturePoint => ({
    x: event.clientX,
    y: event.clientY,
    pointerType: event.pointerType,
  });
  element.addEventListener('pointerdown', (event) => {
    // Only the main button: a right-click is the game's own (a flag), not a tap.
    if (event.button !== 0 || active !== null) return;
    active = event.pointerId;
    // Moves keep arriving when the finger leaves the board mid-swipe. A pointer the browser
    // does not track (a scripted event) cannot be captured; its press still counts.
    try {
      element.setPointerCapture(event.pointerId);
    } catch {
      // Not captured: moves outside the board are then missed, nothing else.
    }
    recogniser.down(point(event));
  });
  element.addEventListener('pointermove', (event) => {
    if (active === null || event.pointerId === active) recogniser.move(point(event));
  });
  element.addEventListener('pointerup', (event) => {
    if (event.pointerId !== active) return;
    active = null;
    recogniser.up(point(event));
  });
  element.addEventListener('pointercancel', (event) => {
    if (event.pointerId !== active) return;
    active = null;
    recogniser.cancel();
  });
  return recogniser;
}
