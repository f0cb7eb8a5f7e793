import { describe, expect, it } from 'vitest';
import { IDLE, moveDragon, newDragon, PHYSICS, type Dragon } from './dragon.js';

const DT = 1 / 120;
const PRESS = { held: true, pressed: true };
const HOLD = { held: true, pressed: false };

/** Jumps from the ground holding for `holdFor` seconds; returns the peak and the time in the air. */
function flight(holdFor: number): { peak: number; air: number; path: Dragon[] } {
  const d = newDragon();
  const path: Dragon[] = [];
  moveDragon(d, DT, PRESS, true);
  let t = DT;
  while (!d.grounded && t < 5) {
    moveDragon(d, DT, t < holdFor ? HOLD : IDLE, true);
    t += DT;
    path.push({ ...d });
  }
  return { peak: Math.max(...path.map((p) => p.y)), air: t, path };
}

describe('dragon jumping', () => {
  it('jumps in an arc and lands back on the ground', () => {
    const { peak, path } = flight(0);
    const top = path.findIndex((p) => p.y === peak);
    expect(peak).toBeGreaterThan(80);
    path.slice(1, top).forEach((p, i) => expect(p.y).toBeGreaterThan(path[i]?.y ?? 0));
    path.slice(top + 1).forEach((p, i) => expect(p.y).toBeLessThan(path[top + i]?.y ?? 0));
    expect(path.at(-1)).toMatchObject({ y: 0, vy: 0, grounded: true });
  });

  it('jumps higher the longer the button is held, up to a limit', () => {
    const tap = flight(0).peak;
    const half = flight(0.15).peak;
    const full = flight(PHYSICS.maxHold).peak;
    expect(half).toBeGreaterThan(tap * 1.3);
    expect(full).toBeGreaterThan(tap * 1.8);
    expect(flight(0.6).peak).toBeCloseTo(full, 0);
  });

  it('glides: holding on the way down slows the fall', () => {
    const dropped = flight(PHYSICS.maxHold);
    const glided = flight(5);
    expect(glided.air).toBeGreaterThan(dropped.air * 1.8);
    const falling = glided.path.filter((p) => p.vy < 0);
    expect(falling.every((p) => p.vy >= -PHYSICS.glideFall)).toBe(true);
    expect(falling.slice(1).every((p) => p.gliding)).toBe(true);
    expect(dropped.path.some((p) => p.vy < -PHYSICS.glideFall * 3)).toBe(true);
  });

  it('cannot jump again in mid-air', () => {
    const d = newDragon();
    moveDragon(d, DT, PRESS, true);
    for (let i = 0; i < 10; i += 1) moveDragon(d, DT, IDLE, true);
    const vy = d.vy;
    moveDragon(d, DT, PRESS, true);
    expect(d.vy).toBeLessThan(vy);
  });

  it('falls off an edge but may still jump for a moment', () => {
    const late = newDragon();
    moveDragon(late, DT, IDLE, false);
    expect(late.grounded).toBe(false);
    moveDragon(late, DT, PRESS, false);
    expect(late.vy).toBeGreaterThan(PHYSICS.jumpVelocity * 0.9);

    const tooLate = newDragon();
    for (let t = 0; t < PHYSICS.coyote + 0.05; t += DT) moveDragon(tooLate, DT, IDLE, false);
    moveDragon(tooLate, DT, PRESS, false);
    expect(tooLate.vy).toBeLessThan(0);
  });

  it('keeps a press made just before landing and jumps on touchdown', () => {
    const d = newDragon();
    moveDragon(d, DT, PRESS, true);
    while (d.vy > 0 || d.y > 20) moveDragon(d, DT, IDLE, true);
    moveDragon(d, DT, PRESS, true);
    while (!d.grounded) moveDragon(d, DT, IDLE, true);
    moveDragon(d, DT, IDLE, true);
    expect(d.grounded).toBe(false);
    expect(d.vy).toBeGreaterThan(PHYSICS.jumpVelocity * 0.9);
  });
});
