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
    const many = Array.from({ length: 600 }, (_, k) =>
      game(
        1000 + k,
        `${words[k % 8] ?? ''} ${words[(k * 5 + 3) % 8] ?? ''} ${k}`,
        (k * 7919) % 1000,
        `A ${words[(k * 3) % 8] ?? ''} tale.`,
        k % 3 === 0 ? ['Arcade'] : [],
      ),
    );
    const big = new SearchIndex(many, [{ tagId: 1, name: 'Arcade', words: ['arcade'] }]);
    const plays = new Map(many.map((g) => [g.appId, g.playCount]));
    for (const text of ['dragon', 'castel', 'neon quest', 'arcade royal', 'tale ninja']) {
      const query = parseSearchQuery(text);
      const all = big.search(query, 0, 1000).appIds;
      expect(all.length, text).toBeGreaterThan(20);
      expect(new Set(all).size).toBe(all.length);
      const paged: number[] = [];
      for (let offset = 0; offset < all.length; offset += 7) {
        paged.push(...big.search(query, offset, 7).appIds);
      }
      expect(paged).toEqual(all);
      // The names starting with the query come first, the most played first.
      const starting = all.filter((id) => many[id - 1000]?.text.startsWith(query.phrase));
      expect(all.slice(0, starting.length)).toEqual(starting);
      const counts = starting.map((id) => plays.get(id) ?? 0);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });
});
