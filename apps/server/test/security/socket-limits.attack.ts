import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../stomp-clients.js';
import { seedFaultWorld, type FaultPlayer, type FaultWorld } from '../faults/fault-world.js';
import { connectFrom, defaults, OTHER_ADDRESS, type StompAttempt } from './limits-calls.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

const tokens = (p: FaultPlayer) => ({ h5Token: p.h5Token, userId: String(p.userId) });

/**
 * Hundreds of sockets from one address, or for one player, are refused past the limits with a
 * STOMP ERROR that says why, and closed; a player's two tabs, and other addresses, connect.
 */
describe.each(targetKinds())('realtime connection limits (%s)', (kind) => {
  let target: SecurityTarget<FaultWorld>;
  const open: StompAttempt[] = [];
  const connect = async (headers: Record<string, string>, localAddress?: string) => {
    const attempt = await connectFrom(target.server.http.baseUrl, headers, localAddress);
    open.push(attempt);
    return attempt;
  };
  const closeAll = async () => {
    for (const attempt of open.splice(0)) attempt.close();
    // Each server process hears the close and gives the slot back.
    await new Promise((resolve) => setTimeout(resolve, 500));
  };

  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedFaultWorld(db, { players: 2, codes: 1 }),
    });
  });
  afterAll(async () => {
    await closeAll();
    await target.remove();
  });

  it('lets one player keep two tabs open', async () => {
    const [player] = target.world.players;
    if (!player) throw new Error('no player');
    const tabs = [await connect(tokens(player)), await connect(tokens(player))];
    expect(tabs.map((t) => t.outcome)).toEqual(['connected', 'connected']);
    await closeAll();
  });

  it('refuses one player past the per-player limit with a STOMP ERROR', async () => {
    const [player] = target.world.players;
    if (!player) throw new Error('no player');
    const attempts: StompAttempt[] = [];
    for (let i = 0; i < defaults.LIMIT_SOCKETS_PER_PLAYER + 3; i += 1) {
      attempts.push(await connect(tokens(player), i % 2 === 0 ? OTHER_ADDRESS : undefined));
    }
    const outcomes = attempts.map((a) => a.outcome);
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(
      defaults.LIMIT_SOCKETS_PER_PLAYER,
    );
    const refused = attempts.filter((a) => a.outcome === 'error');
    expect(refused).toHaveLength(3);
    expect(refused[0]?.message).toMatch(/too many/i);
    expect(await eventually(() => refused.every((a) => a.closed()), 3_000)).toBe(true);
    await closeAll();
  });

  it('refuses one address past the per-address limit, not another address', async () => {
    const attempts = await Promise.all(
      Array.from({ length: defaults.LIMIT_SOCKETS_PER_ADDRESS + 20 }, () => connect({})),
    );
    const outcomes = attempts.map((a) => a.outcome);
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(
      defaults.LIMIT_SOCKETS_PER_ADDRESS,
    );
    const refused = attempts.filter((a) => a.outcome === 'error');
    expect(refused).toHaveLength(20);
    expect(refused[0]?.message).toMatch(/too many/i);
    const elsewhere = await connect({}, OTHER_ADDRESS);
    expect(elsewhere.outcome).toBe('connected');
    await closeAll();
    const again = await connect({});
    expect(again.outcome).toBe('connected');
  });
});
