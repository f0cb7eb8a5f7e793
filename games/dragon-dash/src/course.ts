/** The ground ahead of the dragon: rocks to jump, gaps to clear and gems to grab. */
export interface Rock {
  kind: 'rock';
  x: number;
  w: number;
  h: number;
}

export interface Gap {
  kind: 'gap';
  x: number;
  w: number;
}

export type Hazard = Rock | Gap;

export interface Gem {
  x: number;
  /** Height of the gem's centre above the ground. */
  y: number;
  taken: boolean;
}

export interface Course {
  hazards: Hazard[];
  gems: Gem[];
  /** Everything before this x has been laid out. */
  frontier: number;
}

/** Open ground at the start, so a run never opens with a hazard. */
export const RUNWAY = 1100;
export const SPEED = { start: 360, top: 820, ramp: 30000 } as const;
export const ROCK = { minW: 40, maxW: 92, minH: 38, maxH: 78 } as const;
export const GEM_RADIUS = 14;

/** Eases from the start speed towards the top speed, never past it. */
export const speedAt = (distance: number): number =>
  SPEED.top - (SPEED.top - SPEED.start) * Math.exp(-Math.max(0, distance) / SPEED.ramp);

/** Open ground after a hazard: enough to land from a full jump and see the next one coming. */
export const spacingAt = (speed: number): number => speed * 1.1 + 120;

/** The widest gap needs a glide; the narrowest is still more than a stumble. */
export const gapWidthsAt = (speed: number) => ({ min: Math.max(100, speed * 0.35), max: speed });

export const hazardEnd = (h: Hazard): number => h.x + h.w;

/** The most open ground one pattern asks for, so the speed used for its spacing is an upper bound. */
const LOOKAHEAD = 2000;

const between = (random: () => number, lo: number, hi: number): number => lo + random() * (hi - lo);

export const newCourse = (): Course => ({ hazards: [], gems: [], frontier: RUNWAY });

function placeHazard(x: number, random: () => number): Hazard {
  const speed = speedAt(x);
  const progress = (speed - SPEED.start) / (SPEED.top - SPEED.start);
  if (random() < 0.3 + progress * 0.2) {
    const widths = gapWidthsAt(speed);
    return { kind: 'gap', x, w: between(random, widths.min, widths.max) };
  }
  const tall = random() < 0.5;
  return {
    kind: 'rock',
    x,
    w: tall ? between(random, ROCK.minW, 60) : between(random, 60, ROCK.maxW),
    h: tall ? between(random, 58, ROCK.maxH) : between(random, ROCK.minH, 58),
  };
}

/** Gems in an arch over a hazard, following roughly the path of a good jump. */
function gemArch(h: Hazard, gems: Gem[], random: () => number): void {
  const peak = h.kind === 'rock' ? h.h + 62 : 112;
  const count = 3 + Math.floor(random() * 3);
  const from = h.x - 20;
  const span = h.w + 40;
  for (let i = 0; i < count; i += 1) {
    const t = (i / (count - 1)) * 2 - 1;
    gems.push({ x: from + ((t + 1) / 2) * span, y: 36 + (peak - 36) * (1 - t * t), taken: false });
  }
}

/** A row of gems at running height on open ground. */
function gemRow(from: number, to: number, gems: Gem[]): void {
  const count = Math.min(6, Math.floor((to - from) / 56));
  if (count < 3) return;
  const start = (from + to) / 2 - ((count - 1) * 56) / 2;
  for (let i = 0; i < count; i += 1) gems.push({ x: start + i * 56, y: 26, taken: false });
}

/** Lays out hazards and gems until the course reaches `until`. */
export function extendCourse(course: Course, until: number, random: () => number): void {
  while (course.frontier < until) {
    const speed = speedAt(course.frontier + LOOKAHEAD);
    const x = course.frontier + spacingAt(speed) + random() * speed * 0.9;
    if (random() < 0.45) gemRow(course.frontier + speed * 0.4, x - speed * 0.4, course.gems);
    const hazard = placeHazard(x, random);
    course.hazards.push(hazard);
    if (random() < 0.6) gemArch(hazard, course.gems, random);
    course.frontier = hazardEnd(hazard);
  }
}

/** Drops what has scrolled out of sight behind `x`. */
export function trimCourse(course: Course, x: number): void {
  course.hazards = course.hazards.filter((h) => hazardEnd(h) > x);
  course.gems = course.gems.filter((g) => g.x + GEM_RADIUS > x);
}

/** Whether some ground lies under feet spanning [from, to]: only a gap wider than them drops you. */
export const groundUnder = (course: Course, from: number, to: number): boolean =>
  !course.hazards.some((h) => h.kind === 'gap' && h.x <= from && hazardEnd(h) >= to);
