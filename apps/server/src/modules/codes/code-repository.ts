import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Db } from '../../db/database.js';
import { users, verificationCodes } from '../../db/schema.js';

export interface StoredCode {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** E-mail addresses are stored lower-cased, so the caller passes a lower-cased one. */
export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows.length > 0;
}

export async function mobileExists(db: Db, mobile: string): Promise<boolean> {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.mobile, mobile))
    .limit(1);
  return rows.length > 0;
}

export async function insertCode(
  db: Db,
  code: { purpose: number; target: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(verificationCodes).values(code);
}

/** The code last sent to a target for a purpose: a newer send supersedes the older ones. */
export async function findLatestCode(
  db: Db,
  purpose: number,
  target: string,
): Promise<StoredCode | undefined> {
  const [row] = await db
    .select({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
      expiresAt: verificationCodes.expiresAt,
      consumedAt: verificationCodes.consumedAt,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/**
 * Takes one try of a live code's allowance, before the comparison, so that concurrent guesses
 * cannot all slip in under the limit. False when no try is left or the code is used.
 */
export async function reserveTry(db: Db, id: number, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxTries),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Gives back a try that turned out right: only wrong tries count against the code. */
export async function refundTry(db: Db, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
    .where(eq(verificationCodes.id, id));
}

/** Marks the code used and refunds its try; false when another request used it first. */
export async function consumeCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: at, attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/**
 * Deletes the codes that expired before `before`. The send limits are counted in the counter
 * store, not here, so nothing but the code itself is lost.
 */
export function deleteExpiredCodes(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    verificationCodes,
    verificationCodes.id,
    lt(verificationCodes.expiresAt, before),
  );
}
