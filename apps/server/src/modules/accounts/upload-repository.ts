import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { uploads } from '../../db/schema.js';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUpload) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Db, uploadId: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.uploadId, uploadId)).limit(1);
  return rows[0];
}

export async function isOwnUpload(db: Db, userId: number, uploadId: string): Promise<boolean> {
  const rows = await db
    .select({ uploadId: uploads.uploadId })
    .from(uploads)
    .where(and(eq(uploads.uploadId, uploadId), eq(uploads.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
