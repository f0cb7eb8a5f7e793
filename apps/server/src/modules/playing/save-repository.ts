import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSaves } from '../../db/schema.js';

export async function loadSave(
  db: Db,
  userId: number,
  appId: number,
  key: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: gameSaves.value })
    .from(gameSaves)
    .where(and(eq(gameSaves.userId, userId), eq(gameSaves.appId, appId), eq(gameSaves.key, key)))
    .limit(1);
  return row?.value;
}

/**
 * Writes a key's value: always when the key exists, and for a new key only while the player
 * keeps fewer than `maxKeys` for the game. False when the limit refused it. An unknown game
 * fails on the foreign key.
 */
export async function writeSave(
  db: Db,
  save: { userId: number; appId: number; key: string; value: string; at: Date },
  maxKeys: number,
): Promise<boolean> {
  const { userId, appId, key, value, at } = save;
  const rows = await db
    .insert(gameSaves)
    .select(
      sql`SELECT ${userId}::int, ${appId}::int, ${key}::text, ${value}::text, ${at.toISOString()}::timestamptz
          WHERE EXISTS (
                  SELECT 1 FROM ${gameSaves}
                  WHERE ${gameSaves.userId} = ${userId} AND ${gameSaves.appId} = ${appId}
                    AND ${gameSaves.key} = ${key})
             OR (SELECT count(*) FROM ${gameSaves}
                 WHERE ${gameSaves.userId} = ${userId} AND ${gameSaves.appId} = ${appId}) < ${maxKeys}`,
    )
    .onConflictDoUpdate({
      target: [gameSaves.userId, gameSaves.appId, gameSaves.key],
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ key: gameSaves.key });
  return rows.length > 0;
}
