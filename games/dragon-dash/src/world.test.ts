import { describe, expect, it } from 'vitest';
import { hazardEnd, type Gem, type Hazard } from './course.js';
import { BODY, IDLE, type Input } from './dragon.js';
import { seeded } from './testing.js';
import { GEM_POINTS, METRE, newWorld, step, type World } from './world.js';

const DT = 1 / 120;

/** A world whose whole course is the given hazards and gems. */
function worldWith(hazards: Hazard[], gems: Gem[] = []): World {
  const world = newWorld(() => 0.5);
  world.course = { hazards, gems, frontier: Infinity };
  return world;
}

/** Runs until the dragon reaches x or the run ends; `input` picks the buttons at each step. */
function runTo(world: World, x: number, input: (w: World) => Input = () => IDLE): World {
  while (world.alive && world.distance < x) step(world, DT, input(world));
  return world;
}

/** Presses jump once the dragon's nose is `lead` units from x, then holds it for `hold` seconds. */
const jumpAt =
  (x: number, hold: number, lead = 40) =>
  (w: World): Input => {
    const since = (w.distance + BODY.front + lead - x) / w.speed;
    return { pressed: since >= 0 && since < DT, held: since >= 0 && since < hold };
  };

describe('a run', () => {
  it('scores the distance run', () => {
    const world = runTo(worldWith([]), 100 * METRE);
    expect(world.alive).toBe(true);
    expect(world.score).toBe(100);
  });

  it('ends on a rock', () => {
    const world = runTo(worldWith([{ kind: 'rock', x: 600, w: 60, h: 60 }]), 2000);
    expect(world.alive).toBe(false);
    expect(world.cause).toBe('rock');
    expect(world.distance).toBeLessThan(620);
  });

  it('clears a rock with a jump', () => {
    const rock: Hazard = { kind: 'rock', x: 600, w: 60, h: 60 };
    const world = runTo(worldWith([rock]), 2000, jumpAt(600, 0.1));
    expect(world.alive).toBe(true);
  });

  it('needs a held jump for a tall, wide rock', () => {
    const rock: Hazard = { kind: 'rock', x: 600, w: 90, h: 78 };
    expect(runTo(worldWith([rock]), 2000, jumpAt(600, 0)).alive).toBe(false);
    expect(runTo(worldWith([rock]), 2000, jumpAt(600, 0.3)).alive).toBe(true);
  });

  it('ends in a gap', () => {
    const world = runTo(worldWith([{ kind: 'gap', x: 600, w: 200 }]), 2000);
    expect(world.alive).toBe(false);
    expect(world.cause).toBe('gap');
    for (let i = 0; i < 60; i += 1) step(world, DT, IDLE);
    expect(world.dragon.y).toBeLessThan(-100);
  });

  it('glides over a gap too wide to jump', () => {
    const gap: Hazard = { kind: 'gap', x: 600, w: 420 };
    expect(runTo(worldWith([gap]), 2000, jumpAt(600, 0.3, 10)).alive).toBe(false);
    expect(runTo(worldWith([gap]), 2000, jumpAt(600, 2, 10)).alive).toBe(true);
  });

  it('collects gems for bonus points', () => {
    const gems = [600, 700, 800].map((x) => ({ x, y: 26, taken: false }));
    gems.push({ x: 900, y: 200, taken: false });
    const world = runTo(worldWith([], gems), 1000);
    expect(world.gems).toBe(3);
    expect(world.score).toBe(Math.floor(1000 / METRE) + 3 * GEM_POINTS);
    expect(world.course.gems.filter((g) => g.taken)).toHaveLength(3);
  });

  it('keeps every generated course beatable', () => {
    // A simple player: jump when a hazard is close, hold until past it, so glides follow.
    const player = (w: World): Input => {
      const next = w.course.hazards.find((h) => hazardEnd(h) > w.distance - BODY.back);
      const ahead = next ? next.x - (w.distance + BODY.front) : Infinity;
      const want = ahead < w.speed * 0.16 + 8;
      return { pressed: want && w.dragon.grounded, held: want };
    };
    for (let seed = 1; seed <= 12; seed += 1) {
      const world = newWorld(seeded(seed));
      runTo(world, 60_000, player);
      expect({ seed, alive: world.alive }).toEqual({ seed, alive: true });
      expect(world.speed).toBeGreaterThan(600);
    }
  });
});
