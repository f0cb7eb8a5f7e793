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

/** Values of `ids` kept one per id: see `ResponseCache.keeper`. */
export interface Keeper<V> {
  /**
   * The values of `ids`; those not kept, or no longer fresh, are made together by `produce` in
   * one read. An id `produce` does not answer has no value (the thing is gone) and none is kept.
   */
  get(
    ids: readonly number[],
    produce: (missing: number[]) => Promise<ReadonlyMap<number, V>>,
  ): Promise<Map<number, V>>;
}

/** How many values a keeper holds at most: a game's summary each, a few hundred bytes. */
export const KEEPER_MAX = 20_000;

/** A keeper that keeps nothing: every value is made anew (the cache off, or none given). */
export const keepNothing = <V>(): Keeper<V> => ({
  get: async (ids, produce) => new Map(await produce([...ids])),
});

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
  /** The keepers' stores and the others given to `clearsToo`, cleared with the answers. */
  private readonly stores: { clear(): void }[] = [];

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

  /**
   * A store of values kept one per id, such as a game's summary, which every list naming the game
   * shows (a player's played games): apart from the answers, so that lists naming any of the
   * catalogue's games do not push the hot answers out; fresh for as long as an answer, and dropped
   * with the answers by `clear`. With the cache off, every value is made anew.
   */
  keeper<V>(max = KEEPER_MAX): Keeper<V> {
    if (!this.cache) return keepNothing();
    const kept = new LRUCache<number, { value: V; freshUntil: number }>({ max });
    this.stores.push(kept);
    return {
      get: async (ids, produce) => {
        const found = new Map<number, V>();
        const missing: number[] = [];
        const now = this.now();
        for (const id of ids) {
          const held = kept.get(id);
          if (held && now < held.freshUntil) found.set(id, held.value);
          else missing.push(id);
        }
        if (missing.length === 0) return found;
        const generation = this.generation;
        const made = await produce(missing);
        const keep = generation === this.generation;
        const freshUntil = this.now() + this.ttlMs;
        for (const [id, value] of made) {
          found.set(id, value);
          if (keep) kept.set(id, { value, freshUntil });
        }
        return found;
      },
    };
  }

  /** A store made from the catalogue, among other things, that `clear` drops with the answers. */
  clearsToo(store: { clear(): void }): void {
    this.stores.push(store);
  }

  /** Drops every value, fresh or stale, and keeps none of those being made. */
  clear(): void {
    this.generation += 1;
    this.inflight.clear();
    this.cache?.clear();
    for (const store of this.stores) store.clear();
  }
}
