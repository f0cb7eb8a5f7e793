import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database, Db } from '../../db/database.js';
import { createMemoryCounterStore } from '../../lib/counter-store.js';
import type { Bus } from '../../plugins/bus.js';
import { createReadinessService } from './readiness-service.js';

/** A database whose queries never answer, as one behind a dead network path. */
const hangingDb = { execute: () => new Promise<never>(() => undefined) } as unknown as Db;

const busThatReaches = (reach: 'shared' | 'local') => ({ reach: () => reach }) as unknown as Bus;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('readiness', () => {
  it('is ready when the database answers and Redis is not configured', async () => {
    const readiness = createReadinessService({ db: database.db, redis: null });
    expect(await readiness.check()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'off' },
    });
  });

  it('reads failed for a database that refuses queries', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const readiness = createReadinessService({ db: closed.db, redis: null });
    expect(await readiness.check()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', redis: 'off' },
    });
  });

  it('reads timeout for a database that does not answer, without waiting for it', async () => {
    const readiness = createReadinessService({ db: hangingDb, redis: null, timeoutMs: 50 });
    const started = Date.now();
    const result = await readiness.check();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result).toEqual({
      status: 'unavailable',
      checks: { database: 'timeout', redis: 'off' },
    });
  });

  it('names Redis when the bus has lost it or the counters do not answer', async () => {
    const lost = createReadinessService({
      db: database.db,
      redis: { bus: busThatReaches('local'), counters: createMemoryCounterStore() },
    });
    expect(await lost.check()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'failed' },
    });
    const silent = createReadinessService({
      db: database.db,
      redis: {
        bus: busThatReaches('shared'),
        counters: { ...createMemoryCounterStore(), ping: () => new Promise(() => undefined) },
      },
      timeoutMs: 50,
    });
    expect((await silent.check()).checks.redis).toBe('timeout');
  });

  it('reads closing once the process begins to shut down', async () => {
    const readiness = createReadinessService({ db: database.db, redis: null });
    readiness.beginClosing();
    expect((await readiness.check()).status).toBe('closing');
  });
});
