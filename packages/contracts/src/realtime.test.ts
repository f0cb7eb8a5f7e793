import { describe, expect, it } from 'vitest';
import { bindMessageSchema, Destination, parseDestination, pushDestination } from './realtime.js';

describe('subscription destinations', () => {
  it('reads the public topics', () => {
    expect(parseDestination('/topic/notify')).toEqual({ scope: 'topic' });
    expect(parseDestination('/topic/notify/fcg_12')).toEqual({ scope: 'topic', area: 'fcg_12' });
    expect(parseDestination('/topic/notify/fbc_3')).toEqual({ scope: 'topic', area: 'fbc_3' });
    expect(parseDestination('/topic/notify/game_7')).toEqual({ scope: 'topic', area: 'game_7' });
  });

  it('reads a player queue and its areas with the player id', () => {
    expect(parseDestination('/user/42/msg')).toEqual({ scope: 'user', userId: 42 });
    expect(parseDestination('/user/42/game_5')).toEqual({
      scope: 'user',
      userId: 42,
      area: 'game_5',
    });
  });

  it('knows no other destination', () => {
    for (const destination of [
      '/topic/other',
      '/topic/notify/',
      '/topic/notify/game_',
      '/topic/notify/game_0',
      '/topic/notify/x_1',
      '/user/0/msg',
      '/user/abc/msg',
      '/user/42/other',
      '/user/42/msg/extra',
      '/push/bind',
      '',
    ]) {
      expect(parseDestination(destination), destination).toBeNull();
    }
  });

  it('sends common pushes on the topic and one-to-one pushes on the queue', () => {
    expect(pushDestination({})).toBe(Destination.notify);
    expect(pushDestination({ area: 'game_2' })).toBe('/topic/notify/game_2');
    expect(pushDestination({ userId: 9 })).toBe('/user/9/msg');
    expect(pushDestination({ userId: 9, area: 'fbc_1' })).toBe('/user/9/fbc_1');
  });

  it('takes the bind message with the user id as text or number', () => {
    expect(bindMessageSchema.safeParse({ userid: '12' }).success).toBe(true);
    expect(bindMessageSchema.safeParse({ userid: 12 }).success).toBe(true);
    expect(bindMessageSchema.safeParse({ userId: 12 }).success).toBe(false);
    expect(bindMessageSchema.safeParse({ userid: 'x' }).success).toBe(false);
  });
});
