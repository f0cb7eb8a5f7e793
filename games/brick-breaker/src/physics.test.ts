import { describe, expect, it } from 'vitest';
import { advance, bounceOffPaddle, buildWall, FIELD, PADDLE, type Ball } from './physics.js';

const ball = (over: Partial<Ball>): Ball => ({ x: 400, y: 300, vx: 0, vy: 300, r: 8, ...over });

describe('brick breaker physics', () => {
  it('builds tougher walls at higher levels', () => {
    expect(buildWall(1)).toHaveLength(50);
    expect(buildWall(3).filter((b) => b.hits === 2)).toHaveLength(30);
    expect(buildWall(9)).toHaveLength(80);
  });

  it('bounces off the side walls and the ceiling', () => {
    expect(advance(ball({ x: FIELD.width - 9, vx: 300, vy: 0 }), [], 0, 0.01).ball.vx).toBeLessThan(
      0,
    );
    expect(advance(ball({ y: 9, vy: -300 }), [], 0, 0.01).ball.vy).toBeGreaterThan(0);
  });

  it('aims by where the ball meets the paddle', () => {
    const left = bounceOffPaddle(ball({ x: 10, vy: 300 }), 0);
    const middle = bounceOffPaddle(ball({ x: PADDLE.width / 2, vy: 300 }), 0);
    expect(left.vx).toBeLessThan(0);
    expect(left.vy).toBeLessThan(0);
    expect(Math.abs(middle.vx)).toBeLessThan(1e-9);
    expect(Math.hypot(left.vx, left.vy)).toBeCloseTo(300);
  });

  it('breaks a brick and scores', () => {
    const bricks = [{ x: 380, y: 280, w: 40, h: 20, hits: 1 }];
    const result = advance(ball({ y: 310, vy: -300 }), bricks, 0, 0.01);
    expect(result.bricks[0]?.hits).toBe(0);
    expect(result.gained).toBe(10);
    expect(result.ball.vy).toBeGreaterThan(0);
  });

  it('loses the ball below the paddle', () => {
    expect(advance(ball({ y: FIELD.height + 20 }), [], 0, 0.01).lost).toBe(true);
  });
});
