import { describe, expect, it } from 'vitest';
import {
  extendCourse,
  gapWidthsAt,
  hazardEnd,
  newCourse,
  ROCK,
  RUNWAY,
  spacingAt,
  SPEED,
  speedAt,
  trimCourse,
  type Course,
} from './course.js';
import { seeded } from './testing.js';

const longCourse = (seed: number): Course => {
  const course = newCourse();
  extendCourse(course, 200_000, seeded(seed));
  return course;
};

describe('course', () => {
  it('gets faster with distance and levels off at the top speed', () => {
    expect(speedAt(0)).toBe(SPEED.start);
    const samples = [0, 1000, 5000, 20_000, 60_000, 200_000].map(speedAt);
    samples.slice(1).forEach((s, i) => expect(s).toBeGreaterThan(samples[i] ?? Infinity));
    expect(speedAt(1e7)).toBeLessThanOrEqual(SPEED.top);
    expect(speedAt(30_000)).toBeGreaterThan(SPEED.start + 200);
  });

  it('opens with clear ground', () => {
    for (let seed = 1; seed <= 20; seed += 1)
      expect(longCourse(seed).hazards[0]?.x).toBeGreaterThanOrEqual(RUNWAY);
  });

  it('never lays out an impossible pattern', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const { hazards } = longCourse(seed);
      expect(hazards.length).toBeGreaterThan(100);
      hazards.forEach((h, i) => {
        const speed = speedAt(h.x);
        const before = hazards[i - 1];
        if (before) expect(h.x - hazardEnd(before)).toBeGreaterThanOrEqual(spacingAt(speed));
        if (h.kind === 'gap') {
          expect(h.w).toBeGreaterThanOrEqual(gapWidthsAt(speed).min);
          expect(h.w).toBeLessThanOrEqual(gapWidthsAt(speed).max);
        } else {
          expect(h.w).toBeGreaterThanOrEqual(ROCK.minW);
          expect(h.w).toBeLessThanOrEqual(ROCK.maxW);
          expect(h.h).toBeLessThanOrEqual(ROCK.maxH);
        }
      });
    }
  });

  it('mixes rocks and gaps and puts gems around them, never inside a rock', () => {
    const { hazards, gems } = longCourse(7);
    expect(hazards.filter((h) => h.kind === 'gap').length).toBeGreaterThan(hazards.length / 5);
    expect(hazards.filter((h) => h.kind === 'rock').length).toBeGreaterThan(hazards.length / 3);
    expect(gems.length).toBeGreaterThan(hazards.length);
    for (const gem of gems)
      for (const h of hazards)
        if (h.kind === 'rock' && gem.x > h.x && gem.x < hazardEnd(h))
          expect(gem.y).toBeGreaterThan(h.h);
  });

  it('forgets what is behind', () => {
    const course = longCourse(3);
    trimCourse(course, 50_000);
    expect(course.hazards.every((h) => hazardEnd(h) > 50_000)).toBe(true);
    expect(course.gems.every((g) => g.x > 49_000)).toBe(true);
  });
});
