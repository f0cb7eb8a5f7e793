export interface PointerHandlers {
  move: (x: number, y: number) => void;
  click: (x: number, y: number) => void;
  flag: (x: number, y: number) => void;
}

/** A touch held this long places a flag, as a phone has no right button. */
const HOLD_MS = 420;

/** Mouse and touch: a click reveals, a right-click or a long touch flags. */
export function listenForPointer(canvas: HTMLCanvasElement, on: PointerHandlers): void {
  let hold: { timer: number; fired: boolean } | null = null;
  canvas.addEventListener('pointermove', (event) => on.move(event.clientX, event.clientY));
  canvas.addEventListener('contextmenu', (event) => {
    event.preventDefault();
    // Some phones also report a long touch as a right-click; its own timer already flagged.
    if (!hold) on.flag(event.clientX, event.clientY);
  });
  canvas.addEventListener('pointerdown', (event) => {
    hold = null;
    if (event.pointerType !== 'touch') return;
    const { clientX: x, clientY: y } = event;
    const timer = window.setTimeout(() => {
      if (hold) hold.fired = true;
      on.flag(x, y);
    }, HOLD_MS);
    hold = { timer, fired: false };
  });
  const letGo = () => hold && window.clearTimeout(hold.timer);
  canvas.addEventListener('pointerup', letGo);
  canvas.addEventListener('pointercancel', letGo);
  canvas.addEventListener('click', (event) => {
    // The lift of a long touch that planted a flag must not also reveal the square.
    const flagged = hold?.fired ?? false;
    hold = null;
    if (!flagged) on.click(event.clientX, event.clientY);
  });
}
