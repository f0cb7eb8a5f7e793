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

/** A game of a search's page, and its tags. */
export interface SearchRow {
  game: ListedGameRow;
  tags: Tag[];
}

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
/** Most reads out at once by default: a few keep the database busy while the index ranks. */
export const MAX_READS_OUT = 4;

/**
 * `read` made for many callers with few round trips: callers asking in the same turn of the event
 * loop share one read of all their ids. Up to `readsOut` reads are out at once; callers asking
 * beyond that share the next read, sent as soon as one returns. Each caller's read is still sent
 * after it asked, so it sees every change committed before.
 */
export function sharedReads<Answer>(
  read: (ids: number[]) => Promise<Answer>,
  readsOut = MAX_READS_OUT,
): (ids: number[]) => Promise<Answer> {
  let out = 0;
  const waiting: (() => void)[] = [];
  const loader = new DataLoader<number[], Answer>(
    async (idLists) => {
      out += 1;
      try {
        const shared = await read([...new Set(idLists.flat())]);
        return idLists.map(() => shared);
      } finally {
        out -= 1;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize: MAX_SEARCHES_PER_READ,
      batchScheduleFn: (dispatch) => {
        if (out >= readsOut) waiting.push(dispatch);
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
