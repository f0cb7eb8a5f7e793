import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Db } from '../../db/database.js';
import { admins, adminSessions } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export type AdminRow = typeof admins.$inferSelect;

/** undefined when the e-mail address is taken. */
export async function insertAdmin(
  db: Db,
  values: { email: string; passwordHash: string; name: string },
): Promise<AdminRow | undefined> {
  try {
    const [row] = await db.insert(admins).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return row;
}

export async function findAdminById(db: Db, adminId: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.adminId, adminId)).limit(1);
  return row;
}

export async function insertAdminSession(
  db: Db,
  values: { tokenHash: string; adminId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSessions).values(values);
}

/** The admin of a session that has not expired, unless the admin was disabled since. */
export async function findLiveAdminSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      adminId: admins.adminId,
      email: admins.email,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.adminId, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, sql`now()`),
        eq(admins.disabled, false),
      ),
    )
    .limit(1);
  return row;
}

/** Only when the last mark is older than `before`, so a busy admin does not write on every call. */
export async function touchAdminSession(db: Db, tokenHash: string, before: Date): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(adminSessions.tokenHash, tokenHash), lt(adminSessions.lastSeenAt, before)));
}

export async function deleteAdminSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Deletes the admin sign-ins that expired before `before`; an expired one never opens anyway. */
export function deleteExpiredAdminSessions(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    adminSessions,
    adminSessions.tokenHash,
    lt(adminSessions.expiresAt, before),
  );
}

/** Every admin account, oldest first. */
export function listAdmins(db: Db): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(admins.adminId);
}

/**
 * Disables or enables an account and says whether it changed; undefined for an unknown address.
 * Disabling also deletes its sessions, so that enabling it again does not revive them.
 */
export async function setAdminDisabled(
  db: Db,
  email: string,
  disabled: boolean,
): Promise<{ admin: AdminRow; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    // Only an account in the other state is written: a row back means it changed.
    const [admin] = await tx
      .update(admins)
      .set({ disabled })
      .where(and(eq(admins.email, email), ne(admins.disabled, disabled)))
      .returning();
    if (!admin) {
      const unchanged = await findAdminByEmail(tx, email);
      return unchanged && { admin: unchanged, changed: false };
    }
    if (disabled) await tx.delete(adminSessions).where(eq(adminSessions.adminId, admin.adminId));
    return { admin, changed: true };
  });
}
