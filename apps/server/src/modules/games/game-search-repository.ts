import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, gameTags, searchCatalogue, tags } from '../../db/schema.js';
import type { GameRow } from './game-repository.js';
import { SearchIndex, type IndexedGame } from './search-index.js';
import type { SearchQuery, WordMatches } from './search-query.js';

/**
 * How long after a rebuild moved play counts may wait before the next one: search ranks by plays
 * as they were at most this long ago, and a busy catalogue rebuilds its index at most this often.
 */
export const PLAYS_REFRESH_MS = 30_000;

const versionStatement = (db: Db) =>
  db
    .select({
      version: searchCatalogue.version,
      plays: sql<number>`(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM search_plays)::float8`,
    })
    .from(searchCatalogue)
    .prepare('search_version');

const rowsStatement = (db: Db) =>
  db
    .select()
    .from(games)
    .where(sql`${games.appId} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('search_rows');

/** The listed games, their tags' words and every tag, as the index reads them. */
async function loadIndex(db: Db): Promise<SearchIndex> {
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
    db.select({ appId: gameTags.appId, tagId: gameTags.tagId }).from(gameTags),
  ]);
  const tagWords = new Map(
    tagRows.map((t) => [t.tagId, t.words.split(' ').filter((word) => word !== '')]),
  );
  const indexed = new Map<number, IndexedGame>(
    listed.map((game) => [game.appId, { ...game, tagWords: [] }]),
  );
  for (const link of links)
    indexed.get(link.appId)?.tagWords.push(...(tagWords.get(link.tagId) ?? []));
  return new SearchIndex(
    [...indexed.values()],
    tagRows.map((t) => ({ tagId: t.tagId, name: t.name, words: tagWords.get(t.tagId) ?? [] })),
  );
}

interface Built {
  index: SearchIndex;
  version: number;
  plays: number;
  at: number;
}

/** What a search found: a page of games and how each query word matched, for highlighting. */
export interface SearchPage {
  rows: GameRow[];
  matches: WordMatches[];
  /** On an empty first page: the listed game whose name holds the most query words. */
  near?: { appId: number; name: string };
  /** On an empty first page: the first tag, alphabetically, a query word matches. */
  tag?: { tagId: number; tagName: string };
}

/**
 * Search over an in-memory index of the listed catalogue (see SearchIndex), then the page's rows
 * by id. Each search first reads the catalogue's search version, one row: when a change to names,
 * brief introductions, status or tags raised it (in this process or another, by any writer), the
 * index is rebuilt before answering, so a change shows at once. Play counts, which move all day,
 * rebuild it in the background at most every `playsRefreshMs`.
 */
export function createGameSearch(db: Db, playsRefreshMs = PLAYS_REFRESH_MS) {
  const version = versionStatement(db);
  const rowsOf = rowsStatement(db);
  let current: Built | undefined;
  let building: Promise<Built> | undefined;

  const build = (): Promise<Built> => {
    building ??= (async () => {
      // Read before the data: a change landing between them only costs one more rebuild.
      const [seen] = await version.execute();
      const index = await loadIndex(db);
      const built = { index, version: seen?.version ?? 0, plays: seen?.plays ?? 0, at: Date.now() };
      current = built;
      return built;
    })().finally(() => {
      building = undefined;
    });
    return building;
  };

  // Built at once, so that the first search does not wait for it; a failure is retried then.
  build().catch(() => undefined);

  const fresh = async (): Promise<SearchIndex> => {
    const [now] = await version.execute();
    const wanted = now?.version ?? 0;
    let built = current;
    while (!built || built.version < wanted) built = await build();
    if (built.plays !== now?.plays && Date.now() - built.at >= playsRefreshMs && !building) {
      // A failed refresh leaves the index as it was; the next search tries again.
      build().catch(() => undefined);
    }
    return built.index;
  };

  return {
    async page(query: SearchQuery, offset: number, limit: number): Promise<SearchPage> {
      const index = await fresh();
      const found = index.search(query, offset, limit);
      const rows = found.appIds.length === 0 ? [] : await rowsOf.execute({ ids: found.appIds });
      const byId = new Map(rows.map((row) => [row.appId, row]));
      const answer: SearchPage = {
        rows: found.appIds.flatMap((id) => byId.get(id) ?? []),
        matches: found.matches,
      };
      if (found.near) answer.near = found.near;
      if (offset === 0 && found.appIds.length === 0) {
        const tag = index.tagOf(query.words, found.matches);
        if (tag) answer.tag = tag;
      }
      return answer;
    },
  };
}

export type GameSearch = ReturnType<typeof createGameSearch>;
