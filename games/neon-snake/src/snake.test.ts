import { describe, expect, it } from 'vitest';
import { newGame, queueTurn, step, type SnakeState } from './snake.js';

const at = (state: SnakeState, fruit = { x: 0, y: 0 }): SnakeState => ({ ...state, fruit });

describe('snake rules', () => {
  it('moves forward and keeps its length', () => {
    const s = step(at(newGame(10, 10)));
    expect(s.body[0]).toEqual({ x: 4, y: 5 });
    expect(s.body).toHaveLength(3);
  });

  it('grows and scores when it eats', () => {
    const s = step(at(newGame(10, 10), { x: 4, y: 5 }), () => 0);
    expect(s.body).toHaveLength(4);
    expect(s.score).toBe(10);
    expect(s.body.some((p) => p.x === s.fruit.x && p.y === s.fruit.y)).toBe(false);
  });

  it('ignores a reversal and keeps quick double turns in order', () => {
    const s = at(newGame(10, 10));
    queueTurn(s, 'left');
    expect(s.turns).toEqual([]);
    queueTurn(s, 'up');
    queueTurn(s, 'left');
    const after = step(step(s));
    expect(after.heading).toBe('left');
    expect(after.body[0]).toEqual({ x: 2, y: 4 });
  });

  it('dies on a wall', () => {
    let s = at(newGame(5, 5), { x: 0, y: 4 });
    for (let i = 0; i < 3; i += 1) s = step(s);
    expect(s.alive).toBe(false);
  });

  it('dies when it bites its tail', () => {
    let s: SnakeState = { ...at(newGame(10, 10)), body: [5, 4, 3, 2, 1].map((x) => ({ x, y: 5 })) };
    for (const turn of ['down', 'left', 'up'] as const) {
      queueTurn(s, turn);
      s = step(s);
    }
    expect(s.alive).toBe(false);
  });
});
