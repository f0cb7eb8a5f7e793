import {
  extendCourse,
  GEM_RADIUS,
  groundUnder,
  newCourse,
  speedAt,
  trimCourse,
  type Course,
} from './course.js';
import { BODY, IDLE, moveDragon, newDragon, PHYSICS, type Dragon, type Input } from './dragon.js';

export interface World {
  /** The dragon's x: how far it has run, in world units. */
  distance: number;
  speed: number;
  dragon: Dragon;
  course: Course;
  gems: number;
  score: number;
  alive: boolean;
  cause: 'rock' | 'gap' | null;
  /** Seconds since the run ended, so the fall can play out before the results show. */
  deadFor: number;
}

/** World units in one metre of score. */
export const METRE = 25;
export const GEM_POINTS = 10;
/** How far ahead the course is laid out: past the right edge of the widest view. */
const AHEAD = 2600;
const BEHIND = 700;

export function newWorld(random: () => number = Math.random): World {
  const course = newCourse();
  extendCourse(course, AHEAD, random);
  return {
    distance: 0,
    speed: speedAt(0),
    dragon: newDragon(),
    course,
    gems: 0,
    score: 0,
    alive: true,
    cause: null,
    deadFor: 0,
  };
}

export const metres = (world: World): number => Math.floor(world.distance / METRE);

const supported = (world: World): boolean =>
  groundUnder(world.course, world.distance - BODY.feet, world.distance + BODY.feet);

function hitsRock(world: World): boolean {
  const { distance: x, dragon } = world;
  return world.course.hazards.some(
    (h) =>
      h.kind === 'rock' &&
      x + BODY.front > h.x + 6 &&
      x - BODY.back < h.x + h.w - 6 &&
      dragon.y + BODY.bottom < h.h - 6,
  );
}

function collectGems(world: World): void {
  const { distance: x, dragon } = world;
  for (const gem of world.course.gems) {
    if (gem.taken) continue;
    const nearX = Math.max(x - BODY.back, Math.min(x + BODY.front, gem.x));
    const nearY = Math.max(dragon.y + BODY.bottom, Math.min(dragon.y + BODY.top, gem.y));
    if (Math.hypot(gem.x - nearX, gem.y - nearY) < GEM_RADIUS) {
      gem.taken = true;
      world.gems += 1;
    }
  }
}

function end(world: World, cause: 'rock' | 'gap'): void {
  world.alive = false;
  world.cause = cause;
  // A bump against a rock knocks the dragon up a little before it drops.
  if (cause === 'rock') Object.assign(world.dragon, { vy: 420, grounded: false, gliding: false });
}

/** Advances the run by dt seconds (a fixed step); the world is changed in place. */
export function step(
  world: World,
  dt: number,
  input: Input,
  random: () => number = Math.random,
): void {
  if (!world.alive) {
    world.deadFor += dt;
    moveDragon(world.dragon, dt, IDLE, supported(world));
    return;
  }
  world.speed = speedAt(world.distance);
  world.distance += world.speed * dt;
  moveDragon(world.dragon, dt, input, supported(world));
  collectGems(world);
  if (hitsRock(world)) end(world, 'rock');
  else if (world.dragon.y <= -PHYSICS.landing) end(world, 'gap');
  world.score = metres(world) + world.gems * GEM_POINTS;
  extendCourse(world.course, world.distance + AHEAD, random);
  trimCourse(world.course, world.distance - BEHIND);
}
