import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedGame } from './search-index.js';
import { parseSearchQuery } from './search-query.js';

const spaced = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;
const game = (appId: number, name: string, playCount: number, brief = '', tags: string[] = []) =>
  ({
    appId,
    name,
    playCount,
    text: spaced(name),
    brief: spaced(brief),
    tagWords: tags.flatMap((tag) => spaced(tag).trim().split(' ')),
  }) satisfies IndexedGame;

const catalogue = [
  game(1, 'Dragon Dash', 50, 'Fly and dodge.', ['Arcade']),
  game(2, 'Crystal Dragon Dash 3', 900, 'A crystal dragon.', ['Arcade']),
  game(3, 'Dragon', 10, 'The first one.'),
  game(4, 'Neon Snake', 70, 'Eat and grow.', ['Arcade', 'Retro']),
  game(5, 'Sudoku Zen', 30, 'Numbers in a grid.', ['Puzzle']),
  game(6, 'Puzzle Palace', 1, 'Rooms of riddles.'),
  game(7, 'Mine Sweep', 40, 'One number at a time.', ['Puzzle']),
];
const index = new SearchIndex(catalogue, [
  { tagId: 1, name: 'Arcade', words: ['arcade'] },
  { tagId: 2, name: 'Puzzle', words: ['puzzle'] },
  { tagId: 3, name: 'Retro', words: ['retro'] },
]);
const ids = (text: string, offset = 0, limit = 10) =>
  index.search(parseSearchQuery(text), offset, limit).appIds;

describe('SearchIndex', () => {
  it('ranks the name that is the query, then names it starts, then names holding it', () => {
    // "Dragon" is the query; "Dragon Dash" starts with it; "Crystal Dragon Dash 3", most played,
    // only holds it.
    expect(ids('dragon')).toEqual([3, 1, 2]);
  });

  it('ranks whole names of as many words as the query before longer ones, typos and all', () => {
    expect(ids('dragn dash')).toEqual([1, 2]);
  });

  it('forgives one slip from 4 letters and two from 8', () => {
    expect(ids('sanke')).toEqual([4]);
    expect(ids('krystl')).toEqual([]);
    expect(ids('crystel')).toEqual([2]);
  });

  it('ranks name matches above tag matches, and those above brief matches', () => {
    // Name, then the tag (Sudoku Zen and Mine Sweep, most played first); "puzzle" is in no brief.
    expect(ids('puzzle')).toEqual([6, 7, 5]);
    // "One number" and "Numbers", most played first.
    expect(ids('number')).toEqual([7, 5]);
    expect(ids('arcade snake')).toEqual([4]);
  });

  it('pages across tiers in one ranking', () => {
    const all = ids('puzzle');
    expect([...ids('puzzle', 0, 2), ...ids('puzzle', 2, 2)]).toEqual(all);
    expect(ids('puzzle', 3, 2)).toEqual([]);
  });

  it('offers the name holding most query words when none holds them all', () => {
    const answer = index.search(parseSearchQuery('neon snake xyzzy'), 0, 10);
    expect(answer.appIds).toEqual([]);
    expect(answer.near).toEqual({ appId: 4, name: 'Neon Snake' });
    expect(index.search(parseSearchQuery('xylophone'), 0, 10).near).toBeUndefined();
  });

  it('names the first tag a query word matches, typos and all', () => {
    const query = parseSearchQuery('retor arcde');
    const { matches } = index.search(query, 0, 10);
    expect(index.tagOf(query.words, matches)).toEqual({ tagId: 1, tagName: 'Arcade' });
  });

  it('leaves nothing of one search behind for the next', () => {
    expect(ids('dash')).toEqual([2, 1]);
    expect(ids('zen')).toEqual([5]);
    expect(ids('dash')).toEqual([2, 1]);
  });

  it('pages a large catalogue as one ranking, by tier and then by plays', () => {
    const words = ['dragon', 'dash', 'crystal', 'castle', 'neon', 'quest', 'royal', 'ninja'];
    const word = (k: number) => words[k % words.length] ?? '';
    // More games than the ranking's first slice, so that it walks several; names of one to four
    // words, and plays with ties.
    const many = Array.from({ length: 6000 }, (_, k) => {
      const name =
        k % 50 === 0
          ? word(k)
          : k % 3 === 0
            ? `${word(k)} ${word(k * 5 + 3)}`
            : `${word(k)} ${word(k * 5 + 3)} ${word(k * 7 + 1)} ${k}`;
      return game(
        1000 + k,
        name,
        (k * 7919) % 1000,
        `A ${word(k * 3)} tale.`,
        k % 3 ? [] : ['Arcade'],
      );
    });
    const big = new SearchIndex(many, [{ tagId: 1, name: 'Arcade', words: ['arcade'] }]);
    const plays = new Map(many.map((g) => [g.appId, g.playCount]));
    const queries = [
      'dragon',
      'castel',
      'neon quest',
      'arcade royal',
      'tale ninja',
      'nin',
      'dragon castle dash 1',
      'crystl castle',
    ];
    for (const text of queries) {
      const query = parseSearchQuery(text);
      const all = big.search(query, 0, many.length).appIds;
      expect(all.length, text).toBeGreaterThan(20);
      expect(new Set(all).size).toBe(all.length);
      for (const limit of [3, 10, 97]) {
        const paged: number[] = [];
        for (let offset = 0; offset < all.length; offset += limit) {
          paged.push(...big.search(query, offset, limit).appIds);
        }
        expect(paged, `${text} by ${limit}`).toEqual(all);
      }
      // The names that are the query come first, then those starting with it, the most played
      // first in each.
      const named = (test: (text: string) => boolean) =>
        all.filter((id) => test(many[id - 1000]?.text ?? ''));
      const exact = named((t) => t === query.phrase);
      const starting = named((t) => t !== query.phrase && t.startsWith(query.phrase.trimEnd()));
      expect(all.slice(0, exact.length + starting.length)).toEqual([...exact, ...starting]);
      for (const run of [exact, starting]) {
        const counts = run.map((id) => plays.get(id) ?? 0);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
    }
  });

  it('ranks every name starting with the query first, however little some are played', () => {
    // Half the names starting with "royal" are among the most played, half the least: a page
    // larger than the first half must still reach the second before any other name.
    const many = [
      ...Array.from({ length: 300 }, (_, k) => game(k + 1, `Royal Dash ${k}`, k % 2 ? 5000 : 0)),
      ...Array.from({ length: 3000 }, (_, k) => game(k + 301, `Neon Royal ${k}`, 100 + k)),
    ];
    const big = new SearchIndex(many, []);
    const page = big.search(parseSearchQuery('royal'), 0, 200).appIds;
    expect(page.every((id) => id <= 300)).toBe(true);
    expect(page.slice(0, 150).every((id) => id % 2 === 0)).toBe(true);
  });

  it('finds a rare word with a common one, looking the few games up in the long list', () => {
    const rare = (k: number) => k % 500 === 7 || k % 500 === 8;
    const many = Array.from({ length: 5000 }, (_, k) =>
      game(k + 1, `${k % 2 ? 'Neon' : 'Royal'} Dash${rare(k) ? ' Zen' : ''}`, k % 300),
    );
    const big = new SearchIndex(many, []);
    const ids = (odd?: boolean) =>
      many
        .filter((g) => rare(g.appId - 1) && (odd === undefined || (g.appId - 1) % 2 === +odd))
        .map((g) => g.appId);
    for (const [text, expected] of [
      ['dash zen', ids()],
      ['neon zen', ids(true)],
      ['royal zen', ids(false)],
    ] as const) {
      const answer = big.search(parseSearchQuery(text), 0, 50).appIds;
      expect(
        [...answer].sort((x, y) => x - y),
        text,
      ).toEqual(expected);
    }
  });

  it('offers, when no game holds every word, the most played of those holding the most', () => {
    const many = Array.from({ length: 5000 }, (_, k) =>
      game(k + 1, k % 2 ? `Neon Dash ${k}` : `Royal Quest ${k}`, (k * 37) % 500),
    );
    const big = new SearchIndex(many, []);
    const answer = big.search(parseSearchQuery('neon dash quest'), 0, 10);
    expect(answer.appIds).toEqual([]);
    const holding = many
      .filter((g) => g.text.includes(' neon dash '))
      .sort((a, b) => b.playCount - a.playCount || a.appId - b.appId);
    expect(answer.near).toEqual({ appId: holding[0]?.appId, name: holding[0]?.name });
  });
});
