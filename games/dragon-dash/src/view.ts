import type { Stage } from '../../shared/canvas.js';

/** How the world maps onto the screen: `s` pixels per world unit, the ground line at `groundY`. */
export interface View {
  s: number;
  /** World x at the left edge of the screen. */
  left: number;
  groundY: number;
  width: number;
  height: number;
}

/** World units shown from the bottom of the screen up to the ground line. */
const BELOW_GROUND = 120;

/**
 * Fits about 600 units of height, but always shows at least 700 units across on narrow screens
 * (so there is time to react) and at most 2400 on very wide ones (the course is laid out that far).
 * On tall screens the ground rises towards the middle rather than leaving an empty sky.
 */
export function viewOf(stage: Stage, distance: number): View {
  const s = Math.max(Math.min(stage.height / 600, stage.width / 700), stage.width / 2400);
  const visible = stage.width / s;
  return {
    s,
    left: distance - Math.min(visible * 0.24, 320),
    groundY: Math.min(stage.height - BELOW_GROUND * s, stage.height / 2 + 300 * s),
    width: stage.width,
    height: stage.height,
  };
}

export const screenX = (v: View, x: number): number => (x - v.left) * v.s;
export const screenY = (v: View, y: number): number => v.groundY - y * v.s;
