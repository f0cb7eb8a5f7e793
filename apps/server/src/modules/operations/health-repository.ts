import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** One round trip to the database: resolves when it answers a query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
