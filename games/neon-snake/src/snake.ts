import type { Direction } from '../../shared/keys.js';

export interface Point {
  x: number;
  y: number;
}

export interface SnakeState {
  cols: number;
  rows: number;
  body: Point[];
  heading: Direction;
  /** Turns pressed between two steps, applied one per step so quick double turns are kept. */
  turns: Direction[];
  fruit: Point;
  score: number;
  alive: boolean;
}

const OPPOSITE: Record<Direction, Direction> = {
  up: 'down',
  down: 'up',
  left: 'right',
  right: 'left',
};
const STEP: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

export function newGame(
  cols: number,
  rows: number,
  random: () => number = Math.random,
): SnakeState {
  const y = Math.floor(rows / 2);
  const body = [3, 2, 1].map((x) => ({ x, y }));
  return {
    cols,
    rows,
    body,
    heading: 'right',
    turns: [],
    fruit: placeFruit(cols, rows, body, random),
    score: 0,
    alive: true,
  };
}

export function placeFruit(cols: number, rows: number, body: Point[], random: () => number): Point {
  const free: Point[] = [];
  for (let y = 0; y < rows; y += 1)
    for (let x = 0; x < cols; x += 1)
      if (!body.some((p) => p.x === x && p.y === y)) free.push({ x, y });
  return free[Math.floor(random() * free.length)] ?? { x: 0, y: 0 };
}

export function queueTurn(state: SnakeState, turn: Direction): void {
  const last = state.turns[state.turns.length - 1] ?? state.heading;
  if (turn !== last && turn !== OPPOSITE[last] && state.turns.length < 3) state.turns.push(turn);
}

/** Advances one step: the snake dies on a wall or its own body, and grows when it eats. */
export function step(state: SnakeState, random: () => number = Math.random): SnakeState {
  if (!state.alive) return state;
  const turns = [...state.turns];
  const heading = turns.shift() ?? state.heading;
  const head = state.body[0] ?? { x: 0, y: 0 };
  const next = { x: head.x + STEP[heading].x, y: head.y + STEP[heading].y };
  const eats = next.x === state.fruit.x && next.y === state.fruit.y;
  const body = [next, ...state.body.slice(0, eats ? undefined : -1)];
  const hitsWall = next.x < 0 || next.y < 0 || next.x >= state.cols || next.y >= state.rows;
  const hitsSelf = body.slice(1).some((p) => p.x === next.x && p.y === next.y);
  if (hitsWall || hitsSelf) return { ...state, turns: [], alive: false };
  return {
    ...state,
    body,
    heading,
    turns,
    score: state.score + (eats ? 10 : 0),
    fruit: eats ? placeFruit(state.cols, state.rows, body, random) : state.fruit,
  };
}

/** Faster as the score grows, never faster than 55 ms a step. */
export const stepMs = (score: number): number => Math.max(55, 140 - score / 2);
