import { ok } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import { PreSerialised } from './pre-serialised.js';

/** A count kept in the cache (see `ResponseCache.count`). */
class Counted {
  constructor(readonly n: number) {}
}

/**
 * A kept value, the time (on the cache's clock) until which it is fresh, and how it was made: a
 * stale one is made anew the same way, by whichever caller finds it stale first.
 */
class Kept {
  constructor(
    readonly value: object,
    readonly freshUntil: number,
    readonly produce: () => Promise<object>,
  ) {}
}

/**
 * Keeps serialised success envelopes of public reads for a short time, so a hot page is answered
 * without a database round trip or a JSON.stringify. Concurrent misses of one key share one query.
 * The site's pages made from the catalogue (share cards, the sitemap) are kept here too, so a
 * catalogue change drops them with the rest.
 *
 * A value is fresh for `ttlMs`. For as long again it is stale: the next caller starts making it
 * anew and, like every caller until the new one is made, is answered the stale one rather than
 * waiting (stale-while-revalidate). So a hot answer never stalls its callers when it expires, and
 * no caller is answered one older than twice `ttlMs`. `clear` drops fresh and stale alike, and a
 * value that was being made when it was called is not kept.
 */
export class ResponseCache {
  private readonly cache: LRUCache<string, Kept> | null;
  private readonly inflight = new Map<string, Promise<object>>();
  /** Moves on every `clear`: a value made before it is not kept after it. */
  private generation = 0;

  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    { max = 5_000, now = () => performance.now() }: { max?: number; now?: () => number } = {},
  ) {
    this.now = now;
    this.cache = ttlMs > 0 ? new LRUCache({ max, ttl: 2 * ttlMs, perf: { now } }) : null;
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

  /**
   * The answer kept under `key` (see `get`) without a caller's producer: a fresh one, or a stale
   * one while its successor is made the way it was (started here if no caller has started it).
   */
  peek(key: string): PreSerialised | undefined {
    const cache = this.cache;
    const kept = cache?.get(`api:${key}`);
    if (!cache || !kept || !(kept.value instanceof PreSerialised)) return undefined;
    if (this.now() >= kept.freshUntil) this.renew(cache, `api:${key}`, kept.produce);
    return kept.value;
  }

  /** A value of `kind` made by `produce`, kept under `key` until it expires or is cleared. */
  async memo<V extends object>(
    key: string,
    produce: () => Promise<V>,
    kind: abstract new (...args: never[]) => V,
  ): Promise<V> {
    const cache = this.cache;
    if (!cache) return produce();
    const kept = cache.get(key);
    if (kept?.value instanceof kind) {
      if (this.now() >= kept.freshUntil) this.renew(cache, key, produce);
      return kept.value;
    }
    const value = await this.make(cache, key, produce);
    if (value instanceof kind) return value;
    throw new TypeError(`the cached value of ${key} is of another kind`);
  }

  /** Makes a stale value anew in the background; a failure leaves it to the next caller. */
  private renew(cache: LRUCache<string, Kept>, key: string, produce: () => Promise<object>) {
    this.make(cache, key, produce).catch(() => undefined);
  }

  /** The value of `key` being made, or a new making of it, kept when made. */
  private make(cache: LRUCache<string, Kept>, key: string, produce: () => Promise<object>) {
    const out = this.inflight.get(key);
    if (out) return out;
    const generation = this.generation;
    const pending = produce()
      .then((value) => {
        if (generation === this.generation) {
          cache.set(key, new Kept(value, this.now() + this.ttlMs, produce));
        }
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === pending) this.inflight.delete(key);
      });
    this.inflight.set(key, pending);
    return pending;
  }

  /**
   * A count kept like an answer under `key`, until it expires or is cleared: the total of a list,
   * which every page of it shows, is counted once for all of them rather than once per page.
   */
  async count(key: string, produce: () => Promise<number>): Promise<number> {
    return (await this.memo(`count:${key}`, async () => new Counted(await produce()), Counted)).n;
  }

  /** Drops every value, fresh or stale, and keeps none of those being made. */
  clear(): void {
    this.generation += 1;
    this.inflight.clear();
    this.cache?.clear();
  }
}
