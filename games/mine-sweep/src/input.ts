import { listenForGestures } from '../../shared/gestures.js';

export interface PointerHandlers {
  move: (x: number, y: number) => void;
  click: (x: number, y: number) => void;
  flag: (x: number, y: number) => void;
}

/** Mouse and touch: a tap or click reveals, a right-click or a long press flags. */
export function listenForPointer(canvas: HTMLCanvasElement, on: PointerHandlers): void {
  let touching = false;
  canvas.addEventListener('pointerdown', (event) => (touching = event.pointerType !== 'mouse'));
  canvas.addEventListener('contextmenu', (event) => {
    event.preventDefault();
    // Phones also report a long press as a right-click; the long press already flagged.
    if (!touching) on.flag(event.clientX, event.clientY);
  });
  listenForGestures(canvas, {
    hover: ({ x, y }) => on.move(x, y),
    drag: ({ x, y }) => on.move(x, y),
    tap: ({ x, y }) => on.click(x, y),
    longPress: ({ x, y }) => {
      // A buzz tells the finger the flag is down, as the square is under it.
      navigator.vibrate?.(15);
      on.flag(x, y);
    },
  });
}
