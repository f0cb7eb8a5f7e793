import { Code, gameSearchResponseSchema, type GameSearchResponse } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { games, gameTags, tags } from '../../db/schema.js';
import { createGameSearch } from './game-search-repository.js';
import { parseSearchQuery } from './search-query.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A rarely played game with words of 8 letters and more, and one named after a tag.
  await t.database.db.insert(games).values([
    {
      name: 'Labyrinth Explorer',
      briefIntro: 'Find the way out of a maze of hedges.',
      description: '',
      iconUrl: '/icon.svg',
      bannerUrl: '/banner.svg',
      appUrl: '/labyrinth/',
      playCount: 1,
    },
    {
      name: 'Puzzle Palace',
      briefIntro: 'Rooms of riddles.',
      description: '',
      iconUrl: '/icon.svg',
      bannerUrl: '/banner.svg',
      appUrl: '/palace/',
      playCount: 2,
    },
  ]);
});
afterAll(() => t.close());

const search = async (appName: string, page = 1): Promise<GameSearchResponse> => {
  const { status, body } = await t.call({
    method: 'GET',
    url: `/api/guest/app/search?appName=${encodeURIComponent(appName)}&page=${page}`,
  });
  expect(status).toBe(200);
  return gameSearchResponseSchema.parse(body.data);
};
const names = async (appName: string) => (await search(appName)).appList.map((g) => g.appName);

describe('search forgives one slip in words of 4 letters or more, two from 8', () => {
  it.each([
    ['a letter missing', 'Nuber', 'Number Merge 2048'],
    ['a letter missing', 'Bock', 'Block Drop'],
    ['a letter added', 'Dragoon', 'Dragon Dash'],
    ['a letter changed', 'Snaka', 'Neon Snake'],
    ['neighbours swapped', 'Sanke', 'Neon Snake'],
    ['neighbours swapped', 'Mrge', 'Number Merge 2048'],
    ['neighbours swapped', 'Dorp', 'Block Drop'],
    ['two letters changed', 'Labirynth', 'Labyrinth Explorer'],
    ['a letter missing and neighbours swapped', 'Eplroer', 'Labyrinth Explorer'],
  ])('%s: "%s" finds %s first', async (_kind, query, name) => {
    expect((await names(query))[0]).toBe(name);
  });

  it('does not forgive a slip in a word of 3 letters, nor two in a word under 8', async () => {
    expect(await names('Zan')).toEqual([]);
    expect(await names('Drgaan')).toEqual([]);
  });

  it('keeps prefixes working as the player types', async () => {
    expect((await names('dra'))[0]).toBe('Dragon Dash');
    expect((await names('block d'))[0]).toBe('Block Drop');
  });
});

describe('search reads tags and brief introductions below names', () => {
  it('lists the games of a tag, a game named after it first', async () => {
    const found = await names('puzzle');
    expect(found[0]).toBe('Puzzle Palace');
    expect(found.slice(1).sort()).toEqual(
      ['Block Drop', 'Mine Sweep', 'Number Merge 2048', 'Sudoku Zen'].sort(),
    );
    expect(await names('cards')).toEqual(['Memory Match']);
    expect(await names('arcad')).toEqual(
      expect.arrayContaining(['Neon Snake', 'Brick Breaker', 'Block Drop', 'Dragon Dash']),
    );
  });

  it('finds words of the brief introduction last', async () => {
    expect(await names('tiles')).toEqual(['Number Merge 2048']);
    // "Number Merge 2048" by name, then "Mine Sweep" by its introduction ("one number at a time").
    expect(await names('number')).toEqual(['Number Merge 2048', 'Mine Sweep']);
  });
});

describe('multi-word queries', () => {
  it('need every word to match some field, in any order', async () => {
    expect(await names('snake neon')).toEqual(['Neon Snake']);
    expect(await names('arcade snake')).toEqual(['Neon Snake']);
    expect(await names('dragon jump')).toEqual(['Dragon Dash']);
    expect(await names('puzzle snake')).toEqual([]);
  });

  it('rank a whole name with a typo above longer names holding the same words', async () => {
    await t.database.db.insert(games).values({
      name: 'Crystal Dragon Dash 3',
      briefIntro: 'A crystal dragon.',
      description: '',
      iconUrl: '/icon.svg',
      bannerUrl: '/banner.svg',
      appUrl: '/crystal/',
      playCount: 10_000_000,
    });
    try {
      expect(await names('dragn dash')).toEqual(['Dragon Dash', 'Crystal Dragon Dash 3']);
      expect(await names('dragon dash 3')).toEqual(['Crystal Dragon Dash 3']);
    } finally {
      await t.database.db.delete(games).where(eq(games.name, 'Crystal Dragon Dash 3'));
    }
  });

  it('rank the name that is the query above names it starts', async () => {
    expect((await names('Labyrinth Explorer'))[0]).toBe('Labyrinth Explorer');
  });
});

describe('when nothing is found', () => {
  it('offers a close name and the games of a tag the query names', async () => {
    const answer = await search('puzzle snakes zz');
    expect(answer.appList).toEqual([]);
    expect(answer.related?.tag.tagName).toBe('Puzzle');
    expect(answer.related?.appList.map((g) => g.appName)).toContain('Sudoku Zen');
    expect((await search('drogon dosh xx')).didYouMean?.appName).toBe('Dragon Dash');
  });

  it('offers nothing for a query far from every name and tag', async () => {
    const answer = await search('xylophone');
    expect(answer.appList).toEqual([]);
    expect(answer.didYouMean).toBeUndefined();
    expect(answer.related).toBeUndefined();
  });
});

describe('highlights', () => {
  it('mark the letters typed, and the word a typo stands for', async () => {
    const dra = await search('dra');
    expect(dra.appList[0]?.appName).toBe('Dragon Dash');
    expect(dra.highlights?.[0]).toEqual([{ start: 0, end: 3 }]);
    const sanke = await search('neon sanke');
    expect(sanke.highlights?.[0]).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 10 },
    ]);
  });
});

describe('odd input gets a clear answer', () => {
  it('reads quotes, punctuation, full-width letters, accents and emoji as a player means them', async () => {
    expect(await names('"dragon"')).toEqual(['Dragon Dash']);
    expect(await names("neon's")).toEqual(['Neon Snake']);
    expect(await names('ＳＮＡＫＥ')).toEqual(['Neon Snake']);
    expect((await names('Drágon'))[0]).toBe('Dragon Dash');
    expect(await names('🐉 dragon\u202e')).toEqual(['Dragon Dash']);
  });

  it('answers an empty list for text without letters or digits', async () => {
    for (const query of ['%', '_', '\\', '🐉', '***']) {
      expect(await names(query)).toEqual([]);
    }
  });

  it('refuses a NUL character with 4011', async () => {
    const { status, body } = await t.call({
      method: 'GET',
      url: '/api/guest/app/search?appName=dragon%00',
    });
    expect(status).toBe(400);
    expect(body.code).toBe(Code.MISSING_FIELD);
  });

  it('answers a query of 100 characters, and refuses a longer one with 4011', async () => {
    expect(await names('dragon '.repeat(14).slice(0, 100))).toEqual(['Dragon Dash']);
    const { status, body } = await t.call({
      method: 'GET',
      url: `/api/guest/app/search?appName=${'a'.repeat(101)}`,
    });
    expect(status).toBe(400);
    expect(body.code).toBe(Code.MISSING_FIELD);
  });

  it('pages past the last result to an empty page', async () => {
    expect((await search('puzzle', 2)).appList).toEqual([]);
  });
});

describe('the vocabulary follows the catalogue', () => {
  it('finds a renamed game by its new name, with a typo', async () => {
    await t.database.db
      .update(games)
      .set({ name: 'Maze Wanderer' })
      .where(eq(games.name, 'Labyrinth Explorer'));
    expect((await names('Wandrer'))[0]).toBe('Maze Wanderer');
  });
});

describe('the index follows every change search reads, whoever makes it', () => {
  it('drops a game taken offline and finds it again when it is back', async () => {
    await t.database.db.update(games).set({ status: 'closed' }).where(eq(games.name, 'Neon Snake'));
    expect(await names('neon')).toEqual([]);
    await t.database.db.update(games).set({ status: 'online' }).where(eq(games.name, 'Neon Snake'));
    expect(await names('neon')).toEqual(['Neon Snake']);
  });

  it('finds a game by a tag given to it, and not once it is taken away', async () => {
    const [palace] = await t.database.db
      .select({ appId: games.appId })
      .from(games)
      .where(eq(games.name, 'Puzzle Palace'));
    const [retro] = await t.database.db
      .insert(tags)
      .values({ name: 'Retro Wave' })
      .returning({ tagId: tags.tagId });
    if (!palace || !retro) throw new Error('no game or tag');
    await t.database.db.insert(gameTags).values({ appId: palace.appId, tagId: retro.tagId });
    expect(await names('retro wave')).toEqual(['Puzzle Palace']);
    await t.database.db.delete(gameTags).where(eq(gameTags.tagId, retro.tagId));
    expect(await names('retro wave')).toEqual([]);
    await t.database.db.delete(tags).where(eq(tags.tagId, retro.tagId));
  });

  it('shows a change made through another index over the same database', async () => {
    const other = createGameSearch(t.database.db);
    const page = async (text: string) =>
      (await other.page(parseSearchQuery(text), 0, 10)).rows.map((row) => row.game.name);
    expect(await page('sudoku')).toEqual(['Sudoku Zen']);
    await t.database.db
      .update(games)
      .set({ name: 'Sudoku Calm' })
      .where(eq(games.name, 'Sudoku Zen'));
    try {
      expect(await page('sudoku')).toEqual(['Sudoku Calm']);
      expect(await names('sudoku calm')).toEqual(['Sudoku Calm']);
    } finally {
      await t.database.db
        .update(games)
        .set({ name: 'Sudoku Zen' })
        .where(eq(games.name, 'Sudoku Calm'));
    }
  });

  it('shows a change committed while other searches are out, to every search made after it', async () => {
    const search = createGameSearch(t.database.db);
    const page = async (text: string) =>
      (await search.page(parseSearchQuery(text), 0, 10)).rows.map((row) => row.game.name);
    expect(await page('sudoku')).toEqual(['Sudoku Zen']);
    // Searches on their way while the rename commits may answer either name; those asked after
    // it answer the new one, though the reads of those before are still shared out.
    const during = Array.from({ length: 8 }, () => page('sudoku'));
    await t.database.db
      .update(games)
      .set({ name: 'Sudoku Calm' })
      .where(eq(games.name, 'Sudoku Zen'));
    try {
      const after = await Promise.all(Array.from({ length: 8 }, () => page('sudoku')));
      expect(after).toEqual(Array.from({ length: 8 }, () => ['Sudoku Calm']));
      for (const names of await Promise.all(during)) expect(names).toHaveLength(1);
    } finally {
      await t.database.db
        .update(games)
        .set({ name: 'Sudoku Zen' })
        .where(eq(games.name, 'Sudoku Calm'));
    }
  });

  it('ranks by play counts moved since it was built, soon after', async () => {
    const search = createGameSearch(t.database.db, 0);
    const page = async (text: string) =>
      (await search.page(parseSearchQuery(text), 0, 10)).rows.map((row) => row.game.name);
    const before = await page('puzzle');
    const last = before.at(-1);
    if (!last) throw new Error('nothing found');
    await t.database.db.update(games).set({ playCount: 1_000_000_000 }).where(eq(games.name, last));
    // The next search starts a rebuild in the background and answers from the index it has.
    await page('puzzle');
    await vi.waitFor(async () => expect((await page('puzzle'))[1]).toBe(last));
    expect(before[0]).toBe('Puzzle Palace');
  });
});
