import { ok } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import { PreSerialised } from './pre-serialised.js';

/** A count kept in the cache (see `ResponseCache.count`). */
class Counted {
  constructor(readonly n: number) {}
}

/**
 * Keeps serialised success envelopes of public reads for a short time, so a hot page is answered
 * without a database round trip or a JSON.stringify. Concurrent misses of one key share one query.
 * The site's pages made from the catalogue (share cards, the sitemap) are kept here too, so a
 * catalogue change drops them with the rest.
 */
export class ResponseCache {
  private readonly cache: LRUCache<string, object> | null;
  private readonly inflight = new Map<string, Promise<object>>();

  constructor(ttlMs: number, max = 5_000) {
    this.cache = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : null;
  }

  get(key: string, produce: () => Promise<unknown>): Promise<PreSerialised> {
    if (!this.cache) {
      return produce().then((data) => new PreSerialised(JSON.stringify(ok(data))));
    }
    return this.memo(
      `api:${key}`,
      async () => new PreSerialised(JSON.stringify(ok(await produce())), true, key),
      PreSerialised,
    );
  }

  /** The live answer kept under `key` (see `get`), without producing one. */
  peek(key: string): PreSerialised | undefined {
    const hit = this.cache?.get(`api:${key}`);
    return hit instanceof PreSerialised ? hit : undefined;
  }

  /** A value of `kind` made by `produce`, kept under `key` until it expires or is cleared. */
  async memo<V extends object>(
    key: string,
    produce: () => Promise<V>,
    kind: abstract new (...args: never[]) => V,
  ): Promise<V> {
    const cache = this.cache;
    if (!cache) return produce();
    const hit = cache.get(key);
    if (hit instanceof kind) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = produce()
        .then((value) => {
          cache.set(key, value);
          return value;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    const value = await pending;
    if (value instanceof kind) return value;
    throw new TypeError(`the cached value of ${key} is of another kind`);
  }

  /**
   * A count kept like an answer under `key`, until it expires or is cleared: the total of a list,
   * which every page of it shows, is counted once for all of them rather than once per page.
   */
  async count(key: string, produce: () => Promise<number>): Promise<number> {
    return (await this.memo(`count:${key}`, async () => new Counted(await produce()), Counted)).n;
  }

  clear(): void {
    this.cache?.clear();
  }
}
