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
