import type { Tag } from '@portal/contracts';
import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, searchCatalogue } from '../../db/schema.js';
import { listedGameColumns, type ListedGameRow } from './game-repository.js';

/** The search version and the sequence of play counts, which a rebuild of the index compares. */
export const versionColumns = {
  version: searchCatalogue.version,
  plays: sql<number>`(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM search_plays)::float8`,
};

/** A game of a search's page, with its tags. */
export type SearchRow = ListedGameRow & { tags: Tag[] };

/**
 * The version and some games, in one round trip: one row with no game when there are none. The
 * version is read in the same snapshot as the games. Their tags are the index's: the version
 * covers them.
 */
const readStatement = (db: Db) =>
  db
    .select({ ...versionColumns, game: listedGameColumns })
    .from(searchCatalogue)
    .leftJoin(games, sql`${games.appId} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('search_page');

/** What one read saw: the search version, the play counts' sequence and the games asked for. */
export interface SearchRead {
  version: number;
  plays: number;
  games: ReadonlyMap<number, ListedGameRow>;
}

/** Most searches one read serves: a bound on its list of ids. */
const MAX_SEARCHES_PER_READ = 32;

/**
 * `read` made for many callers with few round trips: one read is on its way at a time, and the
 * callers that ask while it is share the next one, sent as soon as it returns, with all their ids.
 * Each caller's read is still sent after it asked, so it sees every change committed before.
 */
export function sharedReads<Answer>(
  read: (ids: number[]) => Promise<Answer>,
): (ids: number[]) => Promise<Answer> {
  let reading: Promise<unknown> | undefined;
  const loader = new DataLoader<number[], Answer>(
    async (idLists) => {
      const answer = read([...new Set(idLists.flat())]);
      const done = answer.then(
        () => undefined,
        () => undefined,
      );
      reading = done;
      void done.then(() => {
        if (reading === done) reading = undefined;
      });
      const shared = await answer;
      return idLists.map(() => shared);
    },
    {
      cache: false,
      maxBatchSize: MAX_SEARCHES_PER_READ,
      // Callers asking together go at once; those asking while a read is out wait for it.
      batchScheduleFn: (dispatch) => {
        if (reading) void reading.then(dispatch);
        else setImmediate(dispatch);
      },
    },
  );
  return (ids) => loader.load(ids);
}

/**
 * Reads of the search version and of pages' games, for searches, shared (see `sharedReads`):
 * under load, one round trip serves several searches instead of each paying its own.
 */
export function createSearchReads(db: Db): (appIds: number[]) => Promise<SearchRead> {
  const statement = readStatement(db);
  return sharedReads(async (ids) => {
    const rows = await statement.execute({ ids });
    const seen = rows[0] ?? { version: 0, plays: 0 };
    const games = new Map<number, ListedGameRow>();
    for (const { game } of rows) if (game) games.set(game.appId, game);
    return { version: seen.version, plays: seen.plays, games };
  });
}
