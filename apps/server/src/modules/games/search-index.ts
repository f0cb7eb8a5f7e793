import {
  classifyTerms,
  FIELDS,
  MAX_QUERY_WORDS,
  MIN_FIELD_WORD,
  queryVariants,
  type Field,
  type FieldMatch,
  type SearchQuery,
  type TermRow,
  type WordMatches,
} from './search-query.js';

/** A listed game as the index reads it: its name's words and its brief's, as the columns hold them. */
export interface IndexedGame {
  appId: number;
  name: string;
  playCount: number;
  /** The name's words between single spaces: " block drop ". */
  text: string;
  /** The brief introduction's words, likewise. */
  brief: string;
  /** The words of the game's tags. */
  tagWords: string[];
}

export interface IndexedTag {
  tagId: number;
  name: string;
  /** The tag's words. */
  words: string[];
}

/** What one search found: the page's games, how each query word matched, and a close name. */
export interface IndexAnswer {
  appIds: number[];
  matches: WordMatches[];
  /** When nothing matched every word: the listed game whose name holds the most query words. */
  near?: { appId: number; name: string };
}

/** A ranking's page, how many games it ranked in all, and the near name when none. */
interface Ranked extends Omit<IndexAnswer, 'matches'> {
  count: number;
}

/**
 * A game's rank bucket is its tier (best first: the name starts with the query; every word in the
 * name; in tags; in brief) times this, plus its sub-rank within the tier: up to 2 points per
 * query word, twice (names of as many words first).
 */
const SUBRANKS = 32;

/**
 * Where each way of matching keeps its bits in a game's state (bit k for query word k): the name
 * holds a word starting with it, holds it whole, within slips; a tag or the brief holds it. The
 * top two bits say the name starts with the query (1) or is it (2). A game's state is not zero
 * once the search reached it.
 */
const BITS = { start: 0, whole: 6, typo: 12, tag: 18, brief: 24, named: 30 } as const;
type Way = Exclude<keyof typeof BITS, 'named'>;
/** One way a query word matches, and the games holding each word of the field it matches. */
interface Mark {
  ways: Way[];
  lists: Int32Array[];
}
const WORD_BITS = (1 << MAX_QUERY_WORDS) - 1;
if (MAX_QUERY_WORDS > BITS.whole) throw new Error('a game state holds 6 query words at most');

const wordsOf = (spaced: string) => spaced.split(' ').filter((word) => word !== '');

/** Spellings of a vocabulary word a slip away from a query word's: as `queryVariants` pairs them. */
function termVariants(term: string): string[] {
  const letters = [...term];
  if (letters.length < 4) return [];
  const out = new Set([term]);
  for (let i = 0; i < letters.length; i += 1) {
    const one = [...letters.slice(0, i), ...letters.slice(i + 1)];
    out.add(one.join(''));
    if (letters.length >= 8) {
      for (let j = 0; j < one.length; j += 1) {
        out.add([...one.slice(0, j), ...one.slice(j + 1)].join(''));
      }
    }
  }
  return [...out];
}

/** The words of one field and, for each, the games holding it, by popularity position. */
class FieldWords {
  readonly postings = new Map<string, Int32Array>();
  /** The words in code-unit order, for the words a query word starts. */
  readonly sorted: string[];

  constructor(lists: Map<string, number[]>) {
    for (const [term, list] of lists) this.postings.set(term, Int32Array.from(list));
    this.sorted = [...lists.keys()].sort(compare);
  }

  /** The first word that `word` starts, if any. */
  firstStartedBy(word: string): string | undefined {
    const term = this.sorted[lowerBound(this.sorted, word)];
    return term?.startsWith(word) ? term : undefined;
  }

  /** Every word that `word` starts. */
  *startedBy(word: string): Generator<string> {
    for (let k = lowerBound(this.sorted, word); k < this.sorted.length; k += 1) {
      const term = this.sorted[k] ?? '';
      if (!term.startsWith(word)) return;
      yield term;
    }
  }
}

/** Code-unit order, as `<` compares strings (not `localeCompare`). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Index of the first of `sorted` at or after `value`. */
function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? '') < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The smallest `capacity` numbers of those offered, in a max-heap: an offer above them all, as
 * most are once it is full, costs one comparison.
 */
class TopKeys {
  private readonly heap: Float64Array;
  private length = 0;
  /** How many numbers were offered. */
  offered = 0;

  constructor(private readonly capacity: number) {
    this.heap = new Float64Array(capacity);
  }

  offer(key: number): void {
    this.offered += 1;
    const { heap } = this;
    if (this.length < this.capacity) {
      let at = this.length;
      this.length += 1;
      while (at > 0) {
        const up = (at - 1) >> 1;
        if ((heap[up] ?? 0) >= key) break;
        heap[at] = heap[up] ?? 0;
        at = up;
      }
      heap[at] = key;
    } else if (this.length > 0 && key < (heap[0] ?? 0)) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= this.length) break;
        if (child + 1 < this.length && (heap[child + 1] ?? 0) > (heap[child] ?? 0)) child += 1;
        if ((heap[child] ?? 0) <= key) break;
        heap[at] = heap[child] ?? 0;
        at = child;
      }
      heap[at] = key;
    }
  }

  /** The numbers kept, smallest first. */
  sorted(): number[] {
    return Array.from(this.heap.subarray(0, this.length)).sort((a, b) => a - b);
  }
}

const popcount = (bits: number) => {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n += 1;
  return n;
};

/**
 * The listed catalogue in memory, for search: each field's vocabulary with the games holding each
 * word, and each name and tag word of 4 letters or more under its spellings one letter short (two
 * from 8), so that a typo's candidates are a map lookup. Games are numbered by popularity (most
 * played first, then by id), so that the games of a rank come out in the order they are listed.
 * A search runs in memory, synchronously, in time proportional to the games its words reach.
 */
export class SearchIndex {
  private readonly appIds: Int32Array;
  private readonly names: string[];
  /** Positions of the games by their name's words, and those words, for names a query starts. */
  private readonly byText: Int32Array;
  private readonly sortedTexts: string[];
  private readonly wordCounts: Uint8Array;
  private readonly fields: Record<Field, FieldWords>;
  private readonly variants = new Map<string, string[]>();
  private readonly tags: IndexedTag[];
  /** Per-game scratch, reused by every search (one runs at a time): its state (see BITS). */
  private readonly state: Uint32Array;
  /** The games the current search reached, in the order it did: the first `reached`. */
  private readonly touched: Int32Array;
  private reached = 0;

  constructor(games: IndexedGame[], tags: IndexedTag[]) {
    const ordered = [...games].sort((a, b) => b.playCount - a.playCount || a.appId - b.appId);
    const count = ordered.length;
    this.appIds = Int32Array.from(ordered, (g) => g.appId);
    this.names = ordered.map((g) => g.name);
    const byText = ordered.map((_, position) => position);
    byText.sort((a, b) => compare(ordered[a]?.text ?? '', ordered[b]?.text ?? ''));
    this.byText = Int32Array.from(byText);
    this.sortedTexts = byText.map((position) => ordered[position]?.text ?? '');
    this.wordCounts = Uint8Array.from(ordered, (g) => Math.min(255, wordsOf(g.text).length));
    const lists: Record<Field, Map<string, number[]>> = {
      name: new Map(),
      tag: new Map(),
      brief: new Map(),
    };
    const add = (field: Field, words: Iterable<string>, position: number) => {
      for (const word of new Set(words)) {
        const list = lists[field].get(word);
        if (list) list.push(position);
        else lists[field].set(word, [position]);
      }
    };
    ordered.forEach((game, position) => {
      add('name', wordsOf(game.text), position);
      add('tag', game.tagWords, position);
      add('brief', wordsOf(game.brief), position);
    });
    this.fields = {
      name: new FieldWords(lists.name),
      tag: new FieldWords(lists.tag),
      brief: new FieldWords(lists.brief),
    };
    const typoTerms = new Set([...lists.name.keys(), ...lists.tag.keys()]);
    for (const term of typoTerms) {
      for (const variant of termVariants(term)) {
        const list = this.variants.get(variant);
        if (list) list.push(term);
        else this.variants.set(variant, [term]);
      }
    }
    this.tags = [...tags].sort((a, b) => compare(a.name, b.name));
    this.state = new Uint32Array(count);
    this.touched = new Int32Array(count);
  }

  get size(): number {
    return this.appIds.length;
  }

  /**
   * The vocabulary around each query word: for each field, the first word it starts, and every
   * word sharing one of its spellings a letter or two short (typo candidates).
   */
  termRows(words: string[]): TermRow[] {
    const rows: TermRow[] = [];
    words.forEach((word, k) => {
      for (const field of FIELDS) {
        const term = this.fields[field].firstStartedBy(word);
        if (term !== undefined) rows.push({ word: k, term, field, found: 'start' });
      }
      const near = new Set<string>();
      for (const variant of queryVariants(word)) {
        for (const term of this.variants.get(variant) ?? []) near.add(term);
      }
      for (const term of near) {
        for (const field of FIELDS) {
          if (this.fields[field].postings.has(term)) {
            rows.push({ word: k, term, field, found: 'variant' });
          }
        }
      }
    });
    return rows;
  }

  /**
   * Sets query word `k`'s bit of `way` in the state of each game holding one of `terms` in
   * `field`; with `reachedOnly`, only of games the search has reached already.
   */
  private mark(mark: Mark, k: number, reachedOnly: boolean): void {
    const { state, touched } = this;
    let bit = 0;
    for (const way of mark.ways) bit |= (1 << k) << BITS[way];
    for (const list of mark.lists) {
      for (let i = 0; i < list.length; i += 1) {
        const g = list[i] ?? 0;
        const was = state[g] ?? 0;
        if (was === 0) {
          if (reachedOnly) continue;
          touched[this.reached] = g;
          this.reached += 1;
        }
        state[g] = was | bit;
      }
    }
  }

  /** The games each way of matching query word `word` reaches, and how many in all. */
  private marksOf(word: string, m: WordMatches | undefined): { marks: Mark[]; reach: number } {
    if (!m) return { marks: [], reach: 0 };
    const listsOf = (field: Field, terms: Iterable<string>) => {
      const { postings } = this.fields[field];
      const lists: Int32Array[] = [];
      for (const term of terms) {
        const list = postings.get(term);
        if (list) lists.push(list);
      }
      return lists;
    };
    const marks: Mark[] = [];
    if (m.name.start) {
      // The word itself starts the word, and is it whole: one pass sets both.
      const longer = [...this.fields.name.startedBy(word)].filter((term) => term !== word);
      marks.push({ ways: ['start', 'whole'], lists: listsOf('name', [word]) });
      marks.push({ ways: ['start'], lists: listsOf('name', longer) });
    }
    marks.push({ ways: ['typo'], lists: listsOf('name', m.name.typos) });
    marks.push({ ways: ['tag'], lists: listsOf('tag', this.termsOf(word, m.tag, 'tag')) });
    marks.push({ ways: ['brief'], lists: listsOf('brief', this.termsOf(word, m.brief, 'brief')) });
    let reach = 0;
    for (const mark of marks) for (const list of mark.lists) reach += list.length;
    return { marks, reach };
  }

  /** The words of `field` that match query word `word` as `matches` says (see `fieldPatterns`). */
  private *termsOf(word: string, matches: FieldMatch, field: Field): Generator<string> {
    const short = field !== 'name' && [...word].length < MIN_FIELD_WORD;
    if (short && field === 'brief') return;
    if (matches.start) {
      if (short) yield word;
      else yield* this.fields[field].startedBy(word);
    }
    yield* matches.typos;
  }

  /**
   * One page of results, ranked as the tiers of the search say: names starting with the query
   * (the name that is the query first); names holding every query word, as a word, a word's start
   * or within slips; then with some words only in the tags; then some only in the brief
   * introduction. Within a tier, names holding more query words whole come first, then names of
   * as many words as the query, then the most played. When no game matches every word, `near` is
   * the one whose name holds the most of them (then the most played).
   */
  search(query: SearchQuery, offset: number, limit: number): IndexAnswer {
    const { words, phrase } = query;
    const matches = classifyTerms(words, this.termRows(words));
    const plans = words.map((word, k) => ({ k, ...this.marksOf(word, matches[k]) }));
    // A game must hold every word to be ranked: the word reaching the fewest games says which
    // may, and the others mark only those. Were none ranked, every game is reached after all,
    // for the name holding the most words.
    plans.sort((a, b) => a.reach - b.reach);
    let ranked = this.ranking(plans, phrase, plans.length > 1, offset, limit);
    if (ranked.count === 0 && plans.length > 1) {
      ranked = this.ranking(plans, phrase, false, offset, limit);
    }
    const answer: IndexAnswer = { appIds: ranked.appIds, matches };
    if (ranked.near) answer.near = ranked.near;
    return answer;
  }

  /**
   * Marks the games `plans` reach (when `narrowed`, only those the first reaches) and the names
   * starting with the query, then ranks them.
   */
  private ranking(
    plans: { k: number; marks: Mark[] }[],
    phrase: string,
    narrowed: boolean,
    offset: number,
    limit: number,
  ): Ranked {
    const { state, touched } = this;
    this.reached = 0;
    plans.forEach(({ k, marks }, n) => {
      for (const mark of marks) this.mark(mark, k, narrowed && n > 0);
    });
    // Names starting with the query are one run of the names in order: its words' own code units
    // never reach U+FFFF.
    const prefix = phrase.trimEnd();
    const first = lowerBound(this.sortedTexts, prefix);
    const end = lowerBound(this.sortedTexts, `${prefix}\uffff`);
    for (let k = first; k < end; k += 1) {
      const g = this.byText[k] ?? 0;
      const was = state[g] ?? 0;
      if (was === 0) {
        touched[this.reached] = g;
        this.reached += 1;
      }
      state[g] = was | ((this.sortedTexts[k] === phrase ? 2 : 1) << BITS.named);
    }
    try {
      return this.rank(plans.length, offset, limit, !narrowed);
    } finally {
      for (let i = 0; i < this.reached; i += 1) state[touched[i] ?? 0] = 0;
    }
  }

  /**
   * Ranks the games reached: each one's bucket (tier, then sub-rank) from its state, then the
   * page's games, the first `offset + limit` by bucket and popularity, kept in a bounded heap as
   * they come, so that a search costs one pass over the games it reached, however many.
   */
  private rank(count: number, offset: number, limit: number, findNear: boolean) {
    const { state, touched, reached, wordCounts } = this;
    const every = (1 << count) - 1;
    const size = this.size;
    const best = new TopKeys(Math.min(offset + limit, reached));
    let near = -1;
    let nearHeld = 0;
    for (let i = 0; i < reached; i += 1) {
      const g = touched[i] ?? 0;
      const s = state[g] ?? 0;
      const start = s & WORD_BITS;
      const name = start | ((s >>> BITS.typo) & WORD_BITS);
      const tag = name | ((s >>> BITS.tag) & WORD_BITS);
      const named = s >>> BITS.named;
      let bucket = -1;
      if (named !== 0) {
        bucket = named === 2 ? 0 : 1;
      } else if ((tag | ((s >>> BITS.brief) & WORD_BITS)) === every) {
        const tier = name === every ? 1 : tag === every ? 2 : 3;
        const held = popcount((s >>> BITS.whole) & WORD_BITS) + popcount(start);
        bucket = tier * SUBRANKS + (2 * count - held) * 2 + (wordCounts[g] === count ? 0 : 1);
      }
      if (bucket >= 0) best.offer(bucket * size + g);
      else if (findNear && name !== 0) {
        const held = popcount(name);
        if (held > nearHeld || (held === nearHeld && g < near)) {
          near = g;
          nearHeld = held;
        }
      }
    }
    const page = best
      .sorted()
      .slice(offset)
      .map((key) => this.appIds[key % size] ?? 0);
    const answer: Ranked = { appIds: page, count: best.offered };
    if (best.offered === 0 && near >= 0) {
      answer.near = { appId: this.appIds[near] ?? 0, name: this.names[near] ?? '' };
    }
    return answer;
  }

  /** The first tag, alphabetically, one of whose words matches a query word (see `fieldPatterns`). */
  tagOf(words: string[], matches: WordMatches[]): { tagId: number; tagName: string } | undefined {
    const wanted = words.map((word, k) => {
      const m = matches[k]?.tag;
      const short = [...word].length < MIN_FIELD_WORD;
      return (term: string) =>
        m !== undefined &&
        ((m.start && (short ? term === word : term.startsWith(word))) || m.typos.includes(term));
    });
    const tag = this.tags.find((t) => t.words.some((term) => wanted.some((test) => test(term))));
    return tag && { tagId: tag.tagId, tagName: tag.name };
  }
}
