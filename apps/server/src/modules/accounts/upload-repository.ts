import { and, eq, like, lt, notInArray, sql } from 'drizzle-orm';
import { DELETE_BATCH, deleteInBatches } from '../../db/batched-delete.js';
import type { Db } from '../../db/database.js';
import { ticketAttachments, uploads, users } from '../../db/schema.js';

export type NewUpload = typeof uploads.$inferInsert & { size: number };

/**
 * Stores the upload unless it would take the player's uploads past `quotaBytes`; false when it
 * would. The player's row is locked meanwhile, so concurrent uploads cannot all pass one check.
 */
export async function insertUploadWithinQuota(
  db: Db,
  values: NewUpload,
  quotaBytes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.userId, values.userId))
      .for('update');
    const [row] = await tx
      .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
      .from(uploads)
      .where(eq(uploads.userId, values.userId));
    if (Number(row?.used ?? 0) + values.size > quotaBytes) return false;
    await tx.insert(uploads).values(values);
    return true;
  });
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

/**
 * Deletes the uploads made before `before` that nothing uses: no ticket or reply has them as a
 * screenshot and no player as an avatar (profiles store an upload's URL: `urlPrefix` and its id).
 * `onDeleted` hears the ids of each batch, for their files to go too. Answers how many went.
 */
export function deleteUnreferencedUploads(
  db: Db,
  before: Date,
  urlPrefix: string,
  onDeleted: (uploadIds: string[]) => Promise<void>,
): Promise<number> {
  // Each list is read once per statement (a hashed subplan), not probed once per upload.
  const attached = db.select({ uploadId: ticketAttachments.uploadId }).from(ticketAttachments);
  const avatars = db
    .select({ uploadId: sql<string>`substr(${users.iconUrl}, ${urlPrefix.length + 1})` })
    .from(users)
    .where(like(users.iconUrl, `${urlPrefix}%`));
  return deleteInBatches(
    db,
    uploads,
    uploads.uploadId,
    and(
      lt(uploads.createdAt, before),
      notInArray(uploads.uploadId, attached),
      notInArray(uploads.uploadId, avatars),
    ),
    DELETE_BATCH,
    (ids) => onDeleted(ids.map(String)),
  );
}
