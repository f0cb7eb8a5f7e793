import {
  classifyTerms,
  FIELDS,
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

/** Tiers, best first: the name starts with the query; every word in the name; in tags; in brief. */
const TIERS = 4;
/** Sub-ranks within a tier: up to 2 points per query word, twice (names of as many words first). */
const SUBRANKS = 32;

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
  /** Per-game scratch, reused by every search (one runs at a time): bit k for query word k. */
  private readonly bits: Record<'start' | 'whole' | 'typo' | 'tag' | 'brief', Uint8Array>;
  /** Per-game scratch: 1 when the name starts with the query, 2 when it is the query. */
  private readonly prefixed: Uint8Array;
  private readonly seen: Uint8Array;
  private readonly touched: Int32Array;
  /** The games reached, by popularity, and each one's rank bucket (tier, then sub-rank) or -1. */
  private readonly order: Int32Array;
  private readonly buckets: Int16Array;
  /** How many games the current search has reached: the first entries of `touched`. */
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
    this.bits = {
      start: new Uint8Array(count),
      whole: new Uint8Array(count),
      typo: new Uint8Array(count),
      tag: new Uint8Array(count),
      brief: new Uint8Array(count),
    };
    this.prefixed = new Uint8Array(count);
    this.seen = new Uint8Array(count);
    this.touched = new Int32Array(count);
    this.order = new Int32Array(count);
    this.buckets = new Int16Array(count);
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

  /** Sets bit `bit` in `into` for each game holding one of `terms` in `field`. */
  private mark(field: Field, terms: Iterable<string>, into: Uint8Array, bit: number): void {
    const { postings } = this.fields[field];
    const { seen, touched } = this;
    for (const term of terms) {
      const list = postings.get(term);
      if (!list) continue;
      for (let i = 0; i < list.length; i += 1) {
        const g = list[i] ?? 0;
        if (seen[g] === 0) {
          seen[g] = 1;
          touched[this.reached] = g;
          this.reached += 1;
        }
        into[g] = (into[g] ?? 0) | bit;
      }
    }
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
    const { bits } = this;
    this.reached = 0;
    words.forEach((word, k) => {
      const bit = 1 << k;
      const m = matches[k];
      if (!m) return;
      if (m.name.start) {
        this.mark('name', this.fields.name.startedBy(word), bits.start, bit);
        this.mark('name', [word], bits.whole, bit);
      }
      this.mark('name', m.name.typos, bits.typo, bit);
      this.mark('tag', this.termsOf(word, m.tag, 'tag'), bits.tag, bit);
      this.mark('brief', this.termsOf(word, m.brief, 'brief'), bits.brief, bit);
    });
    // Names starting with the query are one run of the names in order: its words' own code units
    // never reach U+FFFF.
    const prefix = phrase.trimEnd();
    const first = lowerBound(this.sortedTexts, prefix);
    const end = lowerBound(this.sortedTexts, `${prefix}\uffff`);
    for (let k = first; k < end; k += 1) {
      const g = this.byText[k] ?? 0;
      this.prefixed[g] = this.sortedTexts[k] === phrase ? 2 : 1;
      if (this.seen[g] === 0) {
        this.seen[g] = 1;
        this.touched[this.reached] = g;
        this.reached += 1;
      }
    }
    try {
      return { ...this.rank(words.length, offset, limit), matches };
    } finally {
      for (let i = 0; i < this.reached; i += 1) {
        const g = this.touched[i] ?? 0;
        this.seen[g] = 0;
        this.prefixed[g] = 0;
        bits.start[g] = 0;
        bits.whole[g] = 0;
        bits.typo[g] = 0;
        bits.tag[g] = 0;
        bits.brief[g] = 0;
      }
    }
  }

  /**
   * Puts the games reached in `order`, by popularity, and answers how many: sorted when few, else
   * read off the whole catalogue, which is faster from a few thousand on.
   */
  private reachedInOrder(): number {
    const { order, touched, reached } = this;
    if (reached * 64 < this.size) {
      order.set(touched.subarray(0, reached));
      order.subarray(0, reached).sort();
      return reached;
    }
    let n = 0;
    for (let g = 0; g < this.size; g += 1) {
      if (this.seen[g] === 1) {
        order[n] = g;
        n += 1;
      }
    }
    return n;
  }

  private rank(count: number, offset: number, limit: number) {
    const { bits, prefixed, wordCounts } = this;
    const every = (1 << count) - 1;
    const { order, buckets } = this;
    const reached = this.reachedInOrder();
    const sizes = new Int32Array(TIERS * SUBRANKS);
    let near = -1;
    let nearHeld = 0;
    for (let i = 0; i < reached; i += 1) {
      const g = order[i] ?? 0;
      const start = bits.start[g] ?? 0;
      const name = start | (bits.typo[g] ?? 0);
      const tag = name | (bits.tag[g] ?? 0);
      let bucket = -1;
      const named = prefixed[g] ?? 0;
      if (named !== 0) {
        bucket = named === 2 ? 0 : 1;
      } else if ((tag | (bits.brief[g] ?? 0)) === every) {
        const tier = name === every ? 1 : tag === every ? 2 : 3;
        const held = popcount(bits.whole[g] ?? 0) + popcount(start);
        bucket = tier * SUBRANKS + (2 * count - held) * 2 + (wordCounts[g] === count ? 0 : 1);
      }
      buckets[i] = bucket;
      if (bucket >= 0) sizes[bucket] = (sizes[bucket] ?? 0) + 1;
      else if (name !== 0) {
        const held = popcount(name);
        if (held > nearHeld) {
          near = g;
          nearHeld = held;
        }
      }
    }
    // Where each bucket's games start in the whole ranking; then the page's games fall in place.
    const next = new Int32Array(sizes.length);
    let total = 0;
    for (let b = 0; b < sizes.length; b += 1) {
      next[b] = total;
      total += sizes[b] ?? 0;
    }
    const page: number[] = [];
    const end = Math.min(total, offset + limit);
    for (let i = 0; i < reached && end > offset; i += 1) {
      const bucket = buckets[i] ?? -1;
      if (bucket < 0) continue;
      const at = next[bucket] ?? 0;
      next[bucket] = at + 1;
      if (at >= offset && at < end) page[at - offset] = this.appIds[order[i] ?? 0] ?? 0;
    }
    const answer: Omit<IndexAnswer, 'matches'> = { appIds: page };
    if (total === 0 && near >= 0) {
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
