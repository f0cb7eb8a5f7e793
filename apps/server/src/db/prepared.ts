import { sql } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * A query drizzle builds once per database and then runs with new values. Drizzle otherwise
 * builds the SQL anew on every call, which for the hottest lookups (the session behind every
 * signed-in request, the account of every login) costs the server more than the database's
 * answer does. `build` calls `.prepare(name)` on a query whose values are `sql.placeholder`s.
 */
export function preparedFor<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    const known = built.get(db);
    if (known) return known;
    const query = build(db);
    built.set(db, query);
    return query;
  };
}

/**
 * Most parameters a query may have and still be kept as a prepared statement by the driver:
 * above it are bulk writes (gift codes, tags) whose lengths vary, each shape of which would stay
 * in every connection.
 */
export const PREPARED_MAX_PARAMETERS = 100;

/**
 * The count of every row a paged query matched, on each row of its page (a window over the whole
 * result): a page and its total in one statement. A page past the end has no row to carry it.
 */
export const countOfAll = () => sql<number>`count(*) over ()`.mapWith(Number);
