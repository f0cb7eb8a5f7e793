import { ok } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import { PreSerialised } from './pre-serialised.js';

/**
 * Keeps serialised success envelopes of public reads for a short time, so a hot page is answered
 * without a database round trip or a JSON.stringify. Concurrent misses of one key share one query.
 */
export class ResponseCache {
  private readonly cache: LRUCache<string, PreSerialised> | null;
  private readonly inflight = new Map<string, Promise<PreSerialised>>();

  constructor(ttlMs: number, max = 5_000) {
    this.cache = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : null;
  }

  async get(key: string, produce: () => Promise<unknown>): Promise<PreSerialised> {
    const cache = this.cache;
    if (!cache) return new PreSerialised(JSON.stringify(ok(await produce())));
    const hit = cache.get(key);
    if (hit) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = produce()
        .then((data) => {
          const value = new PreSerialised(JSON.stringify(ok(data)), true);
          cache.set(key, value);
          return value;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  clear(): void {
    this.cache?.clear();
  }
}
