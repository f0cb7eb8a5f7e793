import { READINESS_TIMEOUT_MS, type DependencyState, type Readiness } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import type { CounterStore } from '../../lib/counter-store.js';
import type { Bus } from '../../plugins/bus.js';
import { pingDatabase } from './health-repository.js';

export interface ReadinessDeps {
  db: Db;
  /** The Redis users, when REDIS_URL is set; null when everything is in-process. */
  redis: { bus: Bus; counters: CounterStore } | null;
  timeoutMs?: number;
}

/**
 * Whether this process should be sent traffic: its database answers, and Redis too when it is
 * configured (both the bus's connections and the counters' one). Each probe is bounded in time,
 * so a dependency that hangs reads as `timeout` instead of holding the probe. Once the process
 * begins to shut down it reads `closing`, so a load balancer stops sending before it goes.
 */
export function createReadinessService(deps: ReadinessDeps) {
  const { db, redis } = deps;
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  let closing = false;

  async function probe(check: () => Promise<void>): Promise<DependencyState> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      return await Promise.race([check().then(() => 'ok' as const), late]);
    } catch {
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  }

  const pingRedis = async (shared: NonNullable<ReadinessDeps['redis']>) => {
    if (shared.bus.reach() !== 'shared') throw new Error('the bus is not connected to Redis');
    await shared.counters.ping();
  };

  return {
    beginClosing(): void {
      closing = true;
    },

    async check(): Promise<Readiness> {
      const [database, redisState] = await Promise.all([
        probe(() => pingDatabase(db)),
        redis ? probe(() => pingRedis(redis)) : Promise.resolve<DependencyState>('off'),
      ]);
      const up = database === 'ok' && (redisState === 'ok' || redisState === 'off');
      return {
        status: closing ? 'closing' : up ? 'ready' : 'unavailable',
        checks: { database, redis: redisState },
      };
    },
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
