import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** Rows one statement of `deleteInBatches` removes: a short lock and a short turn on PGlite. */
export const DELETE_BATCH = 1_000;

/**
 * Deletes the rows of `table` that match `where`, `batch` at a time by their key, and answers how
 * many went. A housekeeping pass over a table that grew for months so never holds its locks, or
 * PGlite's single thread, for the length of one huge statement. `onDeleted` hears the keys of
 * each batch as it goes (to remove what lives beside the rows, such as files).
 */
export async function deleteInBatches(
  db: Db,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  batch = DELETE_BATCH,
  onDeleted?: (keys: unknown[]) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const doomed = db.select({ key }).from(table).where(where).limit(batch);
    const gone = await db.delete(table).where(inArray(key, doomed)).returning({ key });
    total += gone.length;
    if (onDeleted && gone.length > 0) await onDeleted(gone.map((row) => row.key));
    if (gone.length < batch) return total;
  }
}
