import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../lib/counter-store.js';
import {
  clientAddressOf,
  createConnectionLimits,
  TOO_MANY_FOR_PLAYER,
  TOO_MANY_FROM_ADDRESS,
} from './connection-limits.js';

describe('clientAddressOf', () => {
  it('believes X-Forwarded-For only as far as TRUST_PROXY hops', () => {
    expect(clientAddressOf('10.0.0.1', '203.0.113.9', 0)).toBe('10.0.0.1');
    expect(clientAddressOf('10.0.0.1', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.1', '198.51.100.1, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.1', '198.51.100.1, 203.0.113.9', 2)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown');
    expect(clientAddressOf(undefined, '203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('writes an address one way: IPv4 inside IPv6 as IPv4, IPv6 by its /64', () => {
    expect(clientAddressOf('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
    expect(clientAddressOf('2001:db8::1', undefined, 0)).toBe(
      clientAddressOf('2001:db8::ffff:1', undefined, 0),
    );
  });
});

describe('connection limits', () => {
  const open = () =>
    createConnectionLimits({
      counters: createMemoryCounterStore(),
      perAddress: 3,
      perPlayer: 2,
      onError: (error) => {
        throw error;
      },
    });

  it('admits up to the per-player limit, and again once one closes', async () => {
    const limits = open();
    const [a, b, c] = [{}, {}, {}];
    expect(await limits.admit(a, '10.0.0.1', 7)).toBeNull();
    expect(await limits.admit(b, '10.0.0.2', 7)).toBeNull();
    expect(await limits.admit(c, '10.0.0.3', 7)).toBe(TOO_MANY_FOR_PLAYER);
    limits.release(a);
    await Promise.resolve();
    expect(await limits.admit(c, '10.0.0.3', 7)).toBeNull();
    limits.close();
  });

  it('admits up to the per-address limit, visitors and players alike', async () => {
    const limits = open();
    const connections = [{}, {}, {}, {}];
    const answers = [];
    for (const [i, connection] of connections.entries()) {
      answers.push(await limits.admit(connection, '10.0.0.9', i % 2 === 0 ? null : i));
    }
    expect(answers).toEqual([null, null, null, TOO_MANY_FROM_ADDRESS]);
    expect(await limits.admit({}, '10.0.0.10', null)).toBeNull();
    limits.close();
  });

  it('gives back the address place of a connection refused for its player', async () => {
    const limits = open();
    for (let i = 0; i < 2; i += 1) expect(await limits.admit({}, `10.1.0.${i}`, 5)).toBeNull();
    for (let i = 0; i < 5; i += 1) {
      expect(await limits.admit({}, '10.2.0.1', 5)).toBe(TOO_MANY_FOR_PLAYER);
    }
    await Promise.resolve();
    expect(await limits.admit({}, '10.2.0.1', null)).toBeNull();
    limits.close();
  });
});
