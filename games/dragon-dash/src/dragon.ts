/**
 * The dragon's vertical motion in world units (y up, the ground at 0). It never moves
 * sideways itself: the world scrolls under it.
 */
export const PHYSICS = {
  gravity: 2600,
  /** Lighter gravity while the jump is held on the way up, so a longer hold jumps higher. */
  holdGravity: 1100,
  maxHold: 0.3,
  jumpVelocity: 700,
  glideGravity: 900,
  glideFall: 150,
  /** A jump pressed just after running off an edge, or just before landing, still counts. */
  coyote: 0.08,
  buffer: 0.12,
  /** How far below the ground line the feet may be and still land in one step. */
  landing: 24,
} as const;

/** The body's box relative to the feet: the art is a little larger, which keeps hits fair. */
export const BODY = { back: 18, front: 20, bottom: 4, top: 44, feet: 14 } as const;

export interface Dragon {
  y: number;
  vy: number;
  grounded: boolean;
  /** True from take-off until the jump button is let go or the hold runs out. */
  boosting: boolean;
  boostTime: number;
  gliding: boolean;
  coyote: number;
  buffer: number;
}

export interface Input {
  /** The jump button is down. */
  held: boolean;
  /** The jump button went down since the last step. */
  pressed: boolean;
}

export const IDLE: Input = { held: false, pressed: false };

export const newDragon = (): Dragon => ({
  y: 0,
  vy: 0,
  grounded: true,
  boosting: false,
  boostTime: 0,
  gliding: false,
  coyote: 0,
  buffer: 0,
});

/** Moves the dragon by dt seconds; `supported` says whether there is ground under its feet. */
export function moveDragon(d: Dragon, dt: number, input: Input, supported: boolean): void {
  d.buffer = input.pressed ? PHYSICS.buffer : Math.max(0, d.buffer - dt);
  if (d.grounded && !supported) {
    d.grounded = false;
    d.coyote = PHYSICS.coyote;
  }
  if (d.buffer > 0 && (d.grounded || d.coyote > 0))
    Object.assign(d, {
      vy: PHYSICS.jumpVelocity,
      grounded: false,
      boosting: true,
      boostTime: 0,
      coyote: 0,
      buffer: 0,
    });
  if (d.grounded) return;
  d.coyote = Math.max(0, d.coyote - dt);
  if (!input.held || d.vy <= 0 || d.boostTime >= PHYSICS.maxHold) d.boosting = false;
  d.gliding = input.held && d.vy <= 0;
  let gravity: number = PHYSICS.gravity;
  if (d.boosting) {
    gravity = PHYSICS.holdGravity;
    d.boostTime += dt;
  } else if (d.gliding) gravity = PHYSICS.glideGravity;
  d.vy -= gravity * dt;
  if (d.gliding) d.vy = Math.max(d.vy, -PHYSICS.glideFall);
  d.y += d.vy * dt;
  if (d.vy <= 0 && d.y <= 0 && d.y > -PHYSICS.landing && supported)
    Object.assign(d, { y: 0, vy: 0, grounded: true, boosting: false, gliding: false });
}
