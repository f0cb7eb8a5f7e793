import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.js';

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const COUNTER_TABLE = 'test_row_writes';

/**
 * Counts every row inserted into or deleted from any table of a test database, from now on:
 * a trigger on each table adds to one counter. A request that leaves the counter as it was has
 * changed no table's row count (and has not replaced a row by deleting and inserting either).
 * One small read per check, where counting every table's rows would cost one scan per table.
 * Installing it again on the same database (a second counter) reuses the triggers.
 */
export async function createRowWriteCounter(db: Db): Promise<() => Promise<number>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
            AND table_name <> ${COUNTER_TABLE}
          ORDER BY table_name`,
    ),
  ).map((row) => row.table_name);
  if (tables.length === 0) throw new Error('no tables to watch');
  await db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${COUNTER_TABLE} (n bigint NOT NULL)`));
  await db.execute(
    sql.raw(
      `INSERT INTO ${COUNTER_TABLE} SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM ${COUNTER_TABLE})`,
    ),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ${COUNTER_TABLE}_add() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN UPDATE ${COUNTER_TABLE} SET n = n + 1; RETURN NULL; END $$`),
  );
  for (const table of tables) {
    await db.execute(sql`DROP TRIGGER IF EXISTS test_row_writes ON ${sql.identifier(table)}`);
    await db.execute(
      sql`CREATE TRIGGER test_row_writes AFTER INSERT OR DELETE ON ${sql.identifier(table)}
          FOR EACH ROW EXECUTE FUNCTION ${sql.raw(`${COUNTER_TABLE}_add`)}()`,
    );
  }
  const read = sql.raw(`SELECT n::int AS n FROM ${COUNTER_TABLE}`);
  const total = async () => Number(rowsOf<{ n: number }>(await db.execute(read))[0]?.n);
  const start = await total();
  return async () => (await total()) - start;
}

export interface WriteGuard {
  /**
   * After each answer: a refusal (any code but 200, or no envelope) must have inserted or
   * deleted no row anywhere; a success may have, and the count after it becomes the one to hold
   * the next refusal to.
   */
  after(code: number | null, what: string): Promise<void>;
  /** Takes the count again after writes of the test's own (a new player). */
  rebase(): Promise<void>;
}

export async function createWriteGuard(db: Db): Promise<WriteGuard> {
  const count = await createRowWriteCounter(db);
  /**
   * A success may start writes it does not wait for (a welcome message's push): the count is
   * taken once it stops moving, so those are not taken for writes of the next request.
   */
  const settled = async () => {
    let last = await count();
    for (let i = 0; i < 20; i += 1) {
      await sleep(10);
      const now = await count();
      if (now === last) return now;
      last = now;
    }
    return last;
  };
  let known = await settled();
  return {
    async after(code, what) {
      if (code === 200) {
        known = await settled();
        return;
      }
      expect(await count(), `${what}: a refusal (${String(code)}) wrote rows`).toBe(known);
    },
    async rebase() {
      known = await settled();
    },
  };
}
