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
import { TopKeys } from './top-keys.js';

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

/**
 * A ranking's page, how many games it ranked before it stopped (none: no game holds every word),
 * and the near name when none.
 */
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
 * holds a word starting with it, holds it whole, within slips; a tag or the brief holds it.
 * Whether the name starts with the query comes from where it sits among the names in order (see
 * `namedRun`). A game's state is not zero once the search reached it.
 */
const BITS = { start: 0, whole: 6, typo: 12, tag: 18, brief: 24 } as const;
type Way = keyof typeof BITS;
/**
 * The games holding one word of a field, by popularity position, and for each count of words up
 * to the most a query has, where in the list the last game whose name has that many sits (-1: none).
 */
interface Posting {
  games: Int32Array;
  lastOfCount: Int32Array;
}
/**
 * Each way a query word matches: the bits it sets, the tier it allows (see SUBRANKS) and the
 * points it earns the name.
 */
const MATCHES = {
  /** The name holds the word whole, which is also a word's start: one pass sets both. */
  whole: { ways: ['start', 'whole'], tier: 1, held: 2 },
  start: { ways: ['start'], tier: 1, held: 1 },
  typo: { ways: ['typo'], tier: 1, held: 0 },
  tag: { ways: ['tag'], tier: 2, held: 0 },
  brief: { ways: ['brief'], tier: 3, held: 0 },
} as const satisfies Record<string, { ways: readonly Way[]; tier: number; held: number }>;
/** One way a query word matches, and the games holding each word of the field it matches. */
interface Mark {
  match: (typeof MATCHES)[keyof typeof MATCHES];
  lists: Posting[];
}
/** A walk along one list of a mark: the bit it sets, what it earns, and how far it has gone. */
interface Cursor {
  bit: number;
  tier: number;
  held: number;
  list: Posting;
  at: number;
}
/** Where the names starting with a query sit among the names in order (see `namedRun`). */
interface NamedRun {
  first: number;
  exactEnd: number;
  end: number;
}
/** A list longer than this many times the games it is to be checked for is looked up, not walked. */
const LOOKUP_COST = 8;
/** Up to this many names starting with the query are ranked before the walk (see `ranking`). */
const FEW_NAMED = 256;
/** The first slice of popularity positions a ranking walks, at least (see `ranking`). */
const FIRST_SLICE = 1024;
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
  readonly postings = new Map<string, Posting>();
  /** The words in code-unit order, for the words a query word starts. */
  readonly sorted: string[];

  constructor(lists: Map<string, number[]>, wordCounts: Uint8Array) {
    for (const [term, list] of lists) {
      const lastOfCount = new Int32Array(MAX_QUERY_WORDS + 1).fill(-1);
      list.forEach((g, at) => {
        const words = wordCounts[g] ?? 0;
        if (words <= MAX_QUERY_WORDS) lastOfCount[words] = at;
      });
      this.postings.set(term, { games: Int32Array.from(list), lastOfCount });
    }
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

/**
 * Index of the first of `sorted[from..to)` at or after `value`: steps doubling from `from`, then
 * halving, so that a value near `from` costs a step or two.
 */
function gallop(sorted: Int32Array, value: number, from: number, to: number): number {
  let low = from;
  let probe = from;
  let step = 1;
  while (probe < to && (sorted[probe] ?? 0) < value) {
    low = probe + 1;
    probe += step;
    step *= 2;
  }
  let high = Math.min(probe, to);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

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
  /**
   * The names' words in order, for the names a query starts; the games in that order, and where
   * each game's name sits in it.
   */
  private readonly sortedTexts: string[];
  private readonly byText: Int32Array;
  private readonly textRank: Int32Array;
  private readonly wordCounts: Uint8Array;
  private readonly fields: Record<Field, FieldWords>;
  private readonly variants = new Map<string, string[]>();
  private readonly tags: IndexedTag[];
  /** Per-game scratch, reused by every search (one runs at a time): its state (see BITS). */
  private readonly state: Uint32Array;
  /** The games the current search reached, in the order it did: the first `reached`. */
  private readonly touched: Int32Array;
  /** Scratch: the games of a ranking's slice still holding every query word looked at so far. */
  private readonly holding: Int32Array;
  private reached = 0;

  constructor(games: IndexedGame[], tags: IndexedTag[]) {
    const ordered = [...games].sort((a, b) => b.playCount - a.playCount || a.appId - b.appId);
    const count = ordered.length;
    this.appIds = Int32Array.from(ordered, (g) => g.appId);
    this.names = ordered.map((g) => g.name);
    const byText = ordered.map((_, position) => position);
    byText.sort((a, b) => compare(ordered[a]?.text ?? '', ordered[b]?.text ?? ''));
    this.sortedTexts = byText.map((position) => ordered[position]?.text ?? '');
    this.byText = Int32Array.from(byText);
    this.textRank = new Int32Array(count);
    byText.forEach((position, rank) => {
      this.textRank[position] = rank;
    });
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
      name: new FieldWords(lists.name, this.wordCounts),
      tag: new FieldWords(lists.tag, this.wordCounts),
      brief: new FieldWords(lists.brief, this.wordCounts),
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
    this.holding = new Int32Array(count);
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

  /** The games each way of matching query word `word` reaches, and how many in all. */
  private marksOf(word: string, m: WordMatches | undefined): { marks: Mark[]; reach: number } {
    if (!m) return { marks: [], reach: 0 };
    const listsOf = (field: Field, terms: Iterable<string>) => {
      const { postings } = this.fields[field];
      const lists: Posting[] = [];
      for (const term of terms) {
        const list = postings.get(term);
        if (list) lists.push(list);
      }
      return lists;
    };
    const marks: Mark[] = [];
    if (m.name.start) {
      const longer = [...this.fields.name.startedBy(word)].filter((term) => term !== word);
      marks.push({ match: MATCHES.whole, lists: listsOf('name', [word]) });
      marks.push({ match: MATCHES.start, lists: listsOf('name', longer) });
    }
    marks.push({ match: MATCHES.typo, lists: listsOf('name', m.name.typos) });
    marks.push({ match: MATCHES.tag, lists: listsOf('tag', this.termsOf(word, m.tag, 'tag')) });
    marks.push({
      match: MATCHES.brief,
      lists: listsOf('brief', this.termsOf(word, m.brief, 'brief')),
    });
    let reach = 0;
    for (const mark of marks) for (const list of mark.lists) reach += list.games.length;
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
    if (words.length === 0) return { appIds: [], matches: [] };
    const matches = classifyTerms(words, this.termRows(words));
    const plans = words.map((word, k) => ({ k, ...this.marksOf(word, matches[k]) }));
    // A game must hold every word to be ranked: the word reaching the fewest games says which
    // may, and the others mark only those. Were none ranked, the names' lists are walked again,
    // for the name holding the most words.
    plans.sort((a, b) => a.reach - b.reach);
    let ranked = this.ranking(plans, phrase, offset, limit);
    if (ranked.count === 0 && plans.length > 1) ranked = this.nearName(plans);
    const answer: IndexAnswer = { appIds: ranked.appIds, matches };
    if (ranked.near) answer.near = ranked.near;
    return answer;
  }

  /**
   * Where the names starting with the query sit in `sortedTexts`: from `first` to `end`, the names
   * that are the query up to `exactEnd`. Names hold letters, digits and spaces, whose code units
   * lie between U+0000 and U+FFFF.
   */
  private namedRun(phrase: string): NamedRun {
    const prefix = phrase.trimEnd();
    return {
      first: lowerBound(this.sortedTexts, prefix),
      exactEnd: lowerBound(this.sortedTexts, `${phrase}\u0000`),
      end: lowerBound(this.sortedTexts, `${prefix}\uffff`),
    };
  }

  /** A walk over each list of each word's marks, in the order of `plans`. */
  private static cursorsOf(plans: { k: number; marks: Mark[] }[]): Cursor[][] {
    return plans.map(({ k, marks }) =>
      marks.flatMap((mark) => {
        const { ways, tier, held } = mark.match;
        let bit = 0;
        for (const way of ways) bit |= (1 << k) << BITS[way];
        return mark.lists.map((list) => ({ bit, tier, held, list, at: 0 }));
      }),
    );
  }

  /**
   * Sets the cursor's bit in the state of each game of its list below position `bound`, from
   * where it stopped, and counts the games it reaches first as reached.
   */
  private advance(cursor: Cursor, bound: number): void {
    const { state, touched } = this;
    const { games } = cursor.list;
    const { bit } = cursor;
    let { reached } = this;
    let i = cursor.at;
    for (; i < games.length; i += 1) {
      const g = games[i] ?? 0;
      if (g >= bound) break;
      const was = state[g] ?? 0;
      if (was === 0) {
        touched[reached] = g;
        reached += 1;
      }
      state[g] = was | bit;
    }
    this.reached = reached;
    cursor.at = i;
  }

  /**
   * Sets the bits of one more query word's cursors, up to position `bound`, in the state of the
   * first `held` games of `holding` (in order of popularity), then keeps there only those holding
   * the word; answers how many. A list much longer than the games held is not walked: each game
   * is looked up in it instead.
   */
  private narrow(word: Cursor[], bound: number, held: number): number {
    const { state, holding } = this;
    let mask = 0;
    for (const cursor of word) {
      const { games } = cursor.list;
      const { bit } = cursor;
      mask |= bit;
      const end = gallop(games, bound, cursor.at, games.length);
      if (end - cursor.at <= held * LOOKUP_COST) {
        for (let i = cursor.at; i < end; i += 1) {
          const g = games[i] ?? 0;
          const was = state[g] ?? 0;
          if (was !== 0) state[g] = was | bit;
        }
      } else {
        let at = cursor.at;
        for (let j = 0; j < held && at < end; j += 1) {
          const g = holding[j] ?? 0;
          at = gallop(games, g, at, end);
          if (games[at] === g) state[g] = (state[g] ?? 0) | bit;
        }
      }
      cursor.at = end;
    }
    let kept = 0;
    for (let j = 0; j < held; j += 1) {
      const g = holding[j] ?? 0;
      if (((state[g] ?? 0) & mask) !== 0) {
        holding[kept] = g;
        kept += 1;
      }
    }
    return kept;
  }

  /**
   * The first `offset + limit` games by bucket, then popularity, of those holding every query
   * word (when `plans` holds several, only those the first word reaches are marked). The lists,
   * in order of popularity, are walked a slice of positions at a time, the slice doubling each
   * time, and the walk stops once the page's last game ranks above any game beyond the slice
   * could: so a common word's first page costs its first few hundred games, not all of them.
   */
  private ranking(
    plans: { k: number; reach: number; marks: Mark[] }[],
    phrase: string,
    offset: number,
    limit: number,
  ): Ranked {
    const { state, touched, holding, size } = this;
    const need = offset + limit;
    const run = this.namedRun(phrase);
    // Every name starting with the query holds each query word as a word or a word's start, so
    // the walk finds them; a few are ranked at once instead, lest the walk go on to the last.
    let namedLeft = run.end - run.first;
    let exactLeft = run.exactEnd - run.first;
    const best = new TopKeys(
      Math.min(
        need,
        plans.reduce((sum, p) => sum + p.reach, 0),
      ),
    );
    const namedFirst = namedLeft <= FEW_NAMED;
    if (namedFirst) {
      for (let at = run.first; at < run.end; at += 1) {
        best.offer((at < run.exactEnd ? 0 : 1) * size + (this.byText[at] ?? 0));
      }
      namedLeft = 0;
      exactLeft = 0;
    }
    const cursors = SearchIndex.cursorsOf(plans);
    // The first slice holds some four pages' worth of games, were the words found independently
    // of each other; the slices after it double.
    const expected = plans.reduce((games, p) => (games * p.reach) / size, size);
    let bound = Math.min(size, Math.max(FIRST_SLICE, Math.ceil((size * 4 * need) / expected)));
    this.reached = 0;
    try {
      for (;;) {
        // The first word reaches the slice's games; each other word keeps those holding it.
        const from = this.reached;
        const [first = [], ...others] = cursors;
        for (const cursor of first) this.advance(cursor, bound);
        let held = this.reached - from;
        holding.set(touched.subarray(from, this.reached));
        if (first.length > 1 && others.length > 0) holding.subarray(0, held).sort();
        for (const word of others) held = this.narrow(word, bound, held);
        for (let i = 0; i < held; i += 1) {
          const g = holding[i] ?? 0;
          const bucket = this.bucketOf(state[g] ?? 0, plans.length, g, run);
          if (bucket < 0 || (bucket <= 1 && namedFirst)) continue;
          best.offer(bucket * size + g);
          if (bucket <= 1) namedLeft -= 1;
          if (bucket === 0) exactLeft -= 1;
        }
        const bar = best.bar();
        const beyond =
          exactLeft > 0 ? 0 : namedLeft > 0 ? 1 : SearchIndex.bestBeyond(cursors, plans.length);
        if (bound >= size || (bar !== undefined && Math.floor(bar / size) <= beyond)) break;
        bound = Math.min(size, bound * 2);
      }
      return this.pageOf(best, offset);
    } finally {
      this.clear();
    }
  }

  /**
   * The best bucket a game past the cursors could have: each query word matched in the best way
   * a list with games left offers, and the name as many words long as the query if, for every
   * word, such a list still holds a name that long. None when some word has no games left.
   */
  private static bestBeyond(cursors: Cursor[][], count: number): number {
    let tier = 1;
    let held = 0;
    let fits = true;
    for (const word of cursors) {
      let wordTier = Infinity;
      let wordHeld = 0;
      let wordFits = false;
      for (const c of word) {
        if (c.at >= c.list.games.length) continue;
        if (c.tier < wordTier || (c.tier === wordTier && c.held > wordHeld)) {
          wordTier = c.tier;
          wordHeld = c.held;
        }
        if ((c.list.lastOfCount[count] ?? -1) >= c.at) wordFits = true;
      }
      if (wordTier === Infinity) return Infinity;
      tier = Math.max(tier, wordTier);
      held += wordHeld;
      fits &&= wordFits;
    }
    return tier * SUBRANKS + (2 * count - held) * 2 + (fits ? 0 : 1);
  }

  /**
   * Game `g`'s bucket from its state `s`: 0 when the name is the query, 1 when it starts with it
   * (so every word is a word's start in it); else the tier (every word in the name, in the tags
   * or the brief, see SUBRANKS) and sub-rank; -1 when it does not hold every one of `count` words.
   */
  private bucketOf(s: number, count: number, g: number, run: NamedRun): number {
    const every = (1 << count) - 1;
    const start = s & WORD_BITS;
    if (start === every) {
      const at = this.textRank[g] ?? 0;
      if (at >= run.first && at < run.end) return at < run.exactEnd ? 0 : 1;
    }
    const name = start | ((s >>> BITS.typo) & WORD_BITS);
    const tag = name | ((s >>> BITS.tag) & WORD_BITS);
    if ((tag | ((s >>> BITS.brief) & WORD_BITS)) !== every) return -1;
    const tier = name === every ? 1 : tag === every ? 2 : 3;
    const held = popcount((s >>> BITS.whole) & WORD_BITS) + popcount(start);
    return tier * SUBRANKS + (2 * count - held) * 2 + (this.wordCounts[g] === count ? 0 : 1);
  }

  /** The page from `offset` of the games kept, and how many were ranked. */
  private pageOf(best: TopKeys, offset: number): Ranked {
    const appIds = best
      .sorted()
      .slice(offset)
      .map((key) => this.appIds[key % this.size] ?? 0);
    return { appIds, count: best.offered };
  }

  /** Clears the state of every game the search reached. */
  private clear(): void {
    for (let i = 0; i < this.reached; i += 1) this.state[this.touched[i] ?? 0] = 0;
    this.reached = 0;
  }

  /**
   * When no game holds every word: the one whose name holds the most query words, then the most
   * played. The names' lists are walked by slices, as `ranking` does, until no game beyond the
   * slice could hold more words than the best found (fewer than all, since none holds them all).
   */
  private nearName(plans: { k: number; marks: Mark[] }[]): Ranked {
    const { state, touched, size } = this;
    const cursors = SearchIndex.cursorsOf(plans).map((word) => word.filter((c) => c.tier === 1));
    let near = -1;
    let nearHeld = 0;
    let bound = Math.min(size, FIRST_SLICE);
    this.reached = 0;
    try {
      for (;;) {
        const from = this.reached;
        for (const word of cursors) for (const cursor of word) this.advance(cursor, bound);
        for (let i = from; i < this.reached; i += 1) {
          const g = touched[i] ?? 0;
          const s = state[g] ?? 0;
          const held = popcount((s | (s >>> BITS.typo)) & WORD_BITS);
          if (held > nearHeld || (held === nearHeld && g < near)) {
            near = g;
            nearHeld = held;
          }
        }
        const left = cursors.filter((word) => word.some((c) => c.at < c.list.games.length));
        if (bound >= size || nearHeld >= Math.min(left.length, plans.length - 1)) break;
        bound = Math.min(size, bound * 2);
      }
      const answer: Ranked = { appIds: [], count: 0 };
      if (near >= 0) answer.near = { appId: this.appIds[near] ?? 0, name: this.names[near] ?? '' };
      return answer;
    } finally {
      this.clear();
    }
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
