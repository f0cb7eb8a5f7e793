import type { Tag } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, gameTags, searchCatalogue, tags } from '../../db/schema.js';
import { SearchIndex, type IndexedGame } from './search-index.js';
import { createSearchReads, versionColumns, type SearchRow } from './search-page-reads.js';
import type { SearchQuery, WordMatches } from './search-query.js';

/**
 * How long after a rebuild moved play counts may wait before the next one: search ranks by plays
 * as they were at most this long ago, and a busy catalogue rebuilds its index at most this often.
 */
export const PLAYS_REFRESH_MS = 30_000;

const versionStatement = (db: Db) =>
  db.select(versionColumns).from(searchCatalogue).prepare('search_version');

/**
 * The listed games, their tags' words and every tag, as the index reads them; and each game's
 * tags as the list shows them (by name, as the database sorts), which the version covers too.
 */
async function loadIndex(db: Db): Promise<Pick<Built, 'index' | 'tagsOf'>> {
  const words = sql<string>`lower(regexp_replace(${tags.name}, '[^[:alnum:]]+', ' ', 'g'))`;
  const [listed, tagRows, links] = await Promise.all([
    db
      .select({
        appId: games.appId,
        name: games.name,
        playCount: games.playCount,
        text: games.searchText,
        brief: games.searchBrief,
      })
      .from(games)
      .where(sql`${games.status} <> 'closed'`),
    db.select({ tagId: tags.tagId, name: tags.name, words }).from(tags),
    // By the tag's name, as the list shows a game's tags.
    db
      .select({ appId: gameTags.appId, tagId: gameTags.tagId })
      .from(gameTags)
      .innerJoin(tags, eq(tags.tagId, gameTags.tagId))
      .orderBy(asc(tags.name)),
  ]);
  const tagWords = new Map(
    tagRows.map((t) => [t.tagId, t.words.split(' ').filter((word) => word !== '')]),
  );
  const indexed = new Map<number, IndexedGame>(
    listed.map((game) => [game.appId, { ...game, tagWords: [] }]),
  );
  const tagNames = new Map(tagRows.map((t) => [t.tagId, t.name]));
  const tagsOf = new Map<number, Tag[]>();
  for (const { appId, tagId } of links) {
    const game = indexed.get(appId);
    const tagName = tagNames.get(tagId);
    if (!game || tagName === undefined) continue;
    game.tagWords.push(...(tagWords.get(tagId) ?? []));
    const list = tagsOf.get(appId);
    if (list) list.push({ tagId, tagName });
    else tagsOf.set(appId, [{ tagId, tagName }]);
  }
  const index = new SearchIndex(
    [...indexed.values()],
    tagRows.map((t) => ({ tagId: t.tagId, name: t.name, words: tagWords.get(t.tagId) ?? [] })),
  );
  return { index, tagsOf };
}

interface Built {
  index: SearchIndex;
  /** Each game's tags, by id: every game with none is left out. */
  tagsOf: ReadonlyMap<number, Tag[]>;
  version: number;
  plays: number;
  at: number;
}

/** What a search found: a page of games and how each query word matched, for highlighting. */
export interface SearchPage {
  rows: SearchRow[];
  matches: WordMatches[];
  /** On an empty first page: the listed game whose name holds the most query words. */
  near?: { appId: number; name: string };
  /** On an empty first page: the first tag, alphabetically, a query word matches. */
  tag?: { tagId: number; tagName: string };
}

/**
 * Search over an in-memory index of the listed catalogue (see SearchIndex), then the page's rows
 * by id together with the catalogue's search version, in one read (see search-page-reads.ts):
 * when a change to names, brief introductions, status or tags raised the version past the
 * index's (in this process or another, by any writer), the index is rebuilt and the search made
 * again, so a change shows at once. Play counts, which move all day, rebuild it in the background
 * at most every `playsRefreshMs`.
 */
export function createGameSearch(db: Db, playsRefreshMs = PLAYS_REFRESH_MS) {
  const version = versionStatement(db);
  const read = createSearchReads(db);
  let current: Built | undefined;
  let building: Promise<Built> | undefined;

  const build = (): Promise<Built> => {
    building ??= (async () => {
      // Read before the data: a change landing between them only costs one more rebuild.
      const [seen] = await version.execute();
      const built = {
        ...(await loadIndex(db)),
        version: seen?.version ?? 0,
        plays: seen?.plays ?? 0,
        at: Date.now(),
      };
      current = built;
      return built;
    })().finally(() => {
      building = undefined;
    });
    return building;
  };

  // Built at once, so that the first search does not wait for it; a failure is retried then.
  build().catch(() => undefined);

  /** The index at `wanted` or later, rebuilt when the one in hand is older. */
  const atLeast = async (wanted: number): Promise<Built> => {
    let built = current;
    while (!built || built.version < wanted) built = await build();
    return built;
  };

  const refreshPlays = (built: Built, plays: number) => {
    if (built.plays !== plays && Date.now() - built.at >= playsRefreshMs && !building) {
      // A failed refresh leaves the index as it was; the next search tries again.
      build().catch(() => undefined);
    }
  };

  return {
    async page(query: SearchQuery, offset: number, limit: number): Promise<SearchPage> {
      let built = current ?? (await build());
      for (;;) {
        const found = built.index.search(query, offset, limit);
        const seen = await read(found.appIds);
        if (seen.version > built.version) {
          built = await atLeast(seen.version);
          continue;
        }
        refreshPlays(built, seen.plays);
        const answer: SearchPage = {
          rows: found.appIds.flatMap((id) => {
            const game = seen.games.get(id);
            return game ? [{ game, tags: built.tagsOf.get(id) ?? [] }] : [];
          }),
          matches: found.matches,
        };
        if (found.near) answer.near = found.near;
        if (offset === 0 && found.appIds.length === 0) {
          const tag = built.index.tagOf(query.words, found.matches);
          if (tag) answer.tag = tag;
        }
        return answer;
      }
    },
  };
}

export type GameSearch = ReturnType<typeof createGameSearch>;
