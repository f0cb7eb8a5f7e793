import { describe, expect, it } from 'vitest';
import { highlightName } from './search-highlight.js';
import {
  allowedSlips,
  classifyTerms,
  MAX_QUERY_WORDS,
  parseSearchQuery,
  queryVariants,
  slipsBetween,
  type TermRow,
} from './search-query.js';

describe('parseSearchQuery', () => {
  it('splits on anything but letters and digits, lower-cased', () => {
    expect(parseSearchQuery('  Block-Drop: 2048!')).toEqual({
      words: ['block', 'drop', '2048'],
      phrase: ' block drop 2048 ',
    });
    expect(parseSearchQuery('"neon" \'snake\'').words).toEqual(['neon', 'snake']);
  });

  it('reads full-width and compatibility forms as plain letters, and keeps accents', () => {
    expect(parseSearchQuery('ＳＮＡＫＥ ﬁre').words).toEqual(['snake', 'fire']);
    expect(parseSearchQuery('Drágon').words).toEqual(['drágon']);
  });

  it('finds no words in punctuation, emoji or control characters', () => {
    expect(parseSearchQuery('%_\\ 🐉 \u202e').words).toEqual([]);
  });

  it('keeps the first six words and cuts very long ones', () => {
    const parsed = parseSearchQuery('a b c d e f g h');
    expect(parsed.words).toHaveLength(MAX_QUERY_WORDS);
    expect(parseSearchQuery('x'.repeat(100)).words[0]).toHaveLength(32);
  });
});

describe('slipsBetween', () => {
  it.each([
    ['number', 'number', 0],
    ['nuber', 'number', 1],
    ['numbber', 'number', 1],
    ['nunber', 'number', 1],
    ['nubmer', 'number', 1],
    ['labirynth', 'labyrinth', 2],
    ['eplroer', 'explorer', 2],
    ['dargno', 'dragon', 2],
    ['zzzzzz', 'dragon', 3],
  ])('%s to %s: %i', (a, b, slips) => {
    expect(slipsBetween(a, b)).toBe(slips);
  });

  it('stops at the cap', () => {
    expect(slipsBetween('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(slipsBetween('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowedSlips', () => {
  it('forgives one slip from 4 letters and two from 8', () => {
    expect([allowedSlips('run'), allowedSlips('drop'), allowedSlips('labyrinth')]).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('queryVariants', () => {
  it('leaves out one letter from 3 letters, two from 7, and nothing below 3', () => {
    expect(queryVariants('ab')).toEqual([]);
    expect(queryVariants('dorp').sort()).toEqual(['dop', 'dor', 'dorp', 'drp', 'orp']);
    expect(queryVariants('explroer')).toContain('exlroer');
    expect(queryVariants('explroer')).toContain('elroer');
  });

  it('shares a variant with every word one slip away', () => {
    // What the vocabulary holds for "drop": the word and each spelling one letter short.
    const drop = ['drop', 'rop', 'dop', 'drp', 'dro'];
    for (const typo of ['dorp', 'drp', 'droop', 'drip']) {
      expect(queryVariants(typo).some((v) => drop.includes(v))).toBe(true);
    }
  });
});

describe('classifyTerms', () => {
  const rows = (word: number, field: TermRow['field'], ...terms: string[]): TermRow[] =>
    terms.map((term) => ({ word, term, field, found: 'variant' }));

  it('sorts vocabulary words into starts and typos within the slips allowed', () => {
    const [dra, sanke] = classifyTerms(
      ['dra', 'sanke'],
      [...rows(0, 'name', 'dragon'), ...rows(1, 'name', 'snake', 'sane', 'shake', 'sank')],
    );
    expect(dra?.name).toEqual({ start: true, typos: [] });
    // "sane" is one slip from "sanke" (a letter added) and "sank" one (a letter missing).
    expect(sanke?.name).toEqual({ start: false, typos: ['sane', 'sank', 'snake'] });
  });

  it('matches tags by short words only whole, and brief introductions not at all', () => {
    const [fps, go] = classifyTerms(
      ['2d', 'go'],
      [
        ...rows(0, 'tag', '2d', '2dx'),
        ...rows(1, 'brief', 'go', 'goal'),
        ...rows(1, 'tag', 'goal'),
      ],
    );
    expect(fps?.tag.start).toBe(true);
    expect(go?.brief).toEqual({ start: false, typos: [] });
    expect(go?.tag).toEqual({ start: false, typos: [] });
  });
});

describe('highlightName', () => {
  it('marks typed starts and whole words that typos stand for', () => {
    const words = ['neon', 'sanke'];
    const matches = classifyTerms(words, [
      { word: 0, term: 'neon', field: 'name', found: 'start' },
      { word: 1, term: 'snake', field: 'name', found: 'variant' },
    ]);
    expect(highlightName('Neon Snake', words, matches)).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 10 },
    ]);
    expect(highlightName('Block Drop', ['dr'], classifyTerms(['dr'], []))).toEqual([
      { start: 6, end: 8 },
    ]);
    expect(highlightName('Mine Sweep', ['number'], classifyTerms(['number'], []))).toEqual([]);
  });
});
