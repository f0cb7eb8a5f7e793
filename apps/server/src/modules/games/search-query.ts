/** Query words beyond this many are dropped: a query this long is a phrase, not a name. */
export const MAX_QUERY_WORDS = 6;
/** Longer words are cut: no name word is this long, and each letter adds typo variants. */
const MAX_WORD_LENGTH = 32;
/**
 * Shorter query words match tags only when whole and brief introductions not at all: "a" or "to"
 * is in most introductions and tells nothing.
 */
export const MIN_FIELD_WORD = 3;

/** A parsed query: its words, lower-cased, and the phrase they make, as the name column stores it. */
export interface SearchQuery {
  words: string[];
  /** The words between single spaces, with a space either side: " block drop ". */
  phrase: string;
}

/**
 * Splits a query into words as the database splits names: letters and digits, lower-cased, in
 * compatibility form (full-width "ＳＮＡＫＥ" is "snake"), everything else a separator. An empty
 * list means nothing to look for.
 */
export function parseSearchQuery(text: string): SearchQuery {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''));
  return { words, phrase: ` ${words.join(' ')} ` };
}

/** Slips a vocabulary word forgives: one from 4 letters, two from 8, as the anchors do. */
export function allowedSlips(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Letters missing, added or changed and neighbours swapped between two words (the optimal string
 * alignment distance), or `cap + 1` as soon as it is known to exceed `cap`.
 */
export function slipsBetween(a: string, b: string, cap = 2): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > cap) return cap + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length] ?? cap + 1, cap + 1);
}

/**
 * The spellings of a query word looked up among the vocabulary's variants: the word and the word
 * with one letter left out (from 3 letters, so that "fam" reaches "farm") and two (from 7). A
 * vocabulary word one slip away shares one of them, whichever the slip.
 */
export function queryVariants(word: string): string[] {
  const letters = [...word];
  if (letters.length < 3) return [];
  const out = new Set([word]);
  const dropOne = (from: string[]) =>
    from.map((_, k) => [...from.slice(0, k), ...from.slice(k + 1)]);
  for (const one of dropOne(letters)) {
    out.add(one.join(''));
    if (letters.length >= 7) for (const two of dropOne(one)) out.add(two.join(''));
  }
  return [...out];
}

export type Field = 'name' | 'tag' | 'brief';
export const FIELDS: readonly Field[] = ['name', 'tag', 'brief'];

/**
 * A vocabulary row for query word number `word`: the first word of `field` at or after it in
 * alphabetical order that it starts (`start`), or a word sharing one of its variants (`variant`).
 */
export interface TermRow {
  word: number;
  term: string;
  field: Field;
  found: 'start' | 'variant';
}

/** How one field can match a query word. */
export interface FieldMatch {
  /** Some word of the field starts with the query word (in tags, is it, for a short query word). */
  start: boolean;
  /** Words of the field within the slips allowed, not starting with the query word. */
  typos: string[];
}

export type WordMatches = Record<Field, FieldMatch>;

/**
 * Sorts the vocabulary rows found for each query word into what may match it in each field: words
 * it starts (as the player types) and words within the slips allowed. Tags and brief
 * introductions are matched by query words of 3 letters or more; tags also by a shorter one whole.
 */
export function classifyTerms(words: string[], rows: TermRow[]): WordMatches[] {
  const out = words.map((): WordMatches => ({
    name: { start: false, typos: [] },
    tag: { start: false, typos: [] },
    brief: { start: false, typos: [] },
  }));
  for (const row of rows) {
    const word = words[row.word];
    const into = out[row.word]?.[row.field];
    if (word === undefined || into === undefined) continue;
    const short = row.field !== 'name' && [...word].length < MIN_FIELD_WORD;
    if (short && row.field === 'brief') continue;
    if (row.term.startsWith(word)) {
      if (!short || row.term === word) into.start = true;
    } else if (!short && slipsBetween(word, row.term) <= allowedSlips(row.term)) {
      into.typos.push(row.term);
    }
  }
  for (const word of out) for (const field of FIELDS) word[field].typos.sort();
  return out;
}
