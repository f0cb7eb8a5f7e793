import { ok } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import { PreSerialised } from './pre-serialised.js';

/** The pages of a player's own rows that are kept: each kind is dropped on its own as well. */
export type ViewKind = 'played' | 'gifts' | 'messages' | 'tickets';

/**
 * What a state-changing route changes of the kept views, when it is less than everything. A
 * state-changing route without it drops every view on each request.
 */
export interface ViewChanges {
  /**
   * The signed-in player's own views (dropped only when the request had a signed-in player; else
   * every view is); false for a route that writes nothing a view shows.
   */
  own: boolean;
  /** These kinds of every player's views: a gift claim changes the codes left in My Gifts. */
  everyones?: readonly ViewKind[];
}

/** A route that writes only what no view shows (events, saves, red dots). */
export const CHANGES_NO_VIEW: ViewChanges = { own: false };
/** A route that changes only the signed-in player's own rows. */
export const CHANGES_OWN_VIEWS: ViewChanges = { own: true };

/**
 * Characters of JSON kept at most, about 1,000 pages of played games: with the bytes each kept
 * page is sent as, some 16 MB.
 */
export const PLAYER_VIEWS_MAX_CHARS = 8_000_000;

/** Players whose views are told apart at most; one pushed out has none that count. */
const PLAYERS_MAX = 100_000;

/** The success envelope of `data`, or the ready one a producer made. */
const envelopeOf = (data: unknown, reused: boolean): PreSerialised => {
  if (data instanceof PreSerialised) return reused ? new PreSerialised(data.json, true) : data;
  return new PreSerialised(JSON.stringify(ok(data)), reused);
};

/** The current mark of `key`, made on first ask. */
function markIn<K>(
  marks: { get(key: K): object | undefined; set(key: K, mark: object): unknown },
  key: K,
): object {
  let mark = marks.get(key);
  if (!mark) {
    mark = {};
    marks.set(key, mark);
  }
  return mark;
}

class View {
  constructor(
    readonly answer: PreSerialised,
    /** The player's and the kind's marks when the page was read (see `PlayerViews`). */
    readonly player: object,
    readonly kind: object,
    /** The time, on the views' clock, until which it is fresh. */
    readonly freshUntil: number,
  ) {}
}

/**
 * Keeps the answers of a player's reads of their own rows (played games, My Gifts, messages,
 * tickets), so a player's page read again is answered without a database round trip.
 *
 * Each player and each kind has a mark, a new object on every drop. A view counts only while both
 * marks it was read under are the current ones, and a page read while a drop happened is not
 * kept, so a write that ends before its answer goes out is seen by every read after it. Writes
 * drop them: the state-changing routes, after their work and before their answer (see
 * `playerViewsPlugin`), a push before it goes out, a catalogue change, and a view is fresh for
 * the catalogue's time at most. A write that no route of this process makes (another process,
 * the command line) is seen once that time is past: views are kept only where no other process
 * serves the players.
 */
export class PlayerViews {
  private readonly views: LRUCache<string, View> | null;
  private readonly players = new LRUCache<number, object>({ max: PLAYERS_MAX });
  private readonly kinds = new Map<ViewKind, object>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    ttlMs: number,
    {
      maxChars = PLAYER_VIEWS_MAX_CHARS,
      now = () => performance.now(),
    }: { maxChars?: number; now?: () => number } = {},
  ) {
    this.views =
      ttlMs > 0
        ? new LRUCache({
            maxSize: maxChars,
            sizeCalculation: (view) => Math.max(1, view.answer.json.length),
          })
        : null;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** Whether views are kept at all. */
  get keeping(): boolean {
    return this.views !== null;
  }

  /**
   * The success envelope of `produce`'s data (or the envelope it made) for this player's page `key`
   * of `kind`: the kept one while it counts, else read anew and kept unless a drop happened
   * meanwhile.
   */
  async answer(
    userId: number,
    kind: ViewKind,
    key: string,
    produce: () => Promise<unknown>,
  ): Promise<PreSerialised> {
    const views = this.views;
    if (!views) return envelopeOf(await produce(), false);
    const player = markIn(this.players, userId);
    const kindMark = markIn(this.kinds, kind);
    const name = `${userId}\u0000${kind}\u0000${key}`;
    const kept = views.get(name);
    if (kept && kept.player === player && kept.kind === kindMark && this.now() < kept.freshUntil) {
      return kept.answer;
    }
    const answer = envelopeOf(await produce(), true);
    if (this.players.get(userId) === player && this.kinds.get(kind) === kindMark) {
      views.set(name, new View(answer, player, kindMark, this.now() + this.ttlMs));
    }
    return answer;
  }

  /** Drops this player's views, of every kind; with no player named, every view. */
  dropPlayer(userId: number | undefined): void {
    if (userId === undefined) this.clear();
    else this.players.delete(userId);
  }

  /** Drops every player's views of these kinds. */
  dropKinds(kinds: readonly ViewKind[]): void {
    for (const kind of kinds) this.kinds.delete(kind);
  }

  /** Drops every view. */
  clear(): void {
    this.players.clear();
    this.kinds.clear();
    this.views?.clear();
  }
}
