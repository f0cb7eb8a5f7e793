import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedFor } from '../../db/prepared.js';
import { identities, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type IdentityProvider = (typeof identities.$inferSelect)['provider'];
export type ProfilePatch = Partial<
  Pick<UserRow, 'nickname' | 'iconUrl' | 'gender' | 'birthdate' | 'industry'>
>;

const UNIQUE_VIOLATION = '23505';

/** Both drivers report the SQLSTATE as `code`; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const first = <T>(rows: T[]): T | undefined => rows[0];

const userBy = (column: 'userId' | 'email' | 'mobile') =>
  preparedFor((db) =>
    db
      .select()
      .from(users)
      .where(eq(users[column], sql.placeholder('value')))
      .limit(1)
      .prepare(`user_by_${column}`),
  );
const userById = userBy('userId');
const userByEmail = userBy('email');
const userByMobile = userBy('mobile');

export const findUserById = async (db: Db, userId: number) =>
  first(await userById(db).execute({ value: userId }));

export const findUserByEmail = async (db: Db, email: string) =>
  first(await userByEmail(db).execute({ value: email }));

export const findUserByMobile = async (db: Db, mobile: string) =>
  first(await userByMobile(db).execute({ value: mobile }));

export async function findUserByIdentity(db: Db, provider: IdentityProvider, subject: string) {
  const rows = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.userId, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)))
    .limit(1);
  return rows[0]?.user;
}

/** Creates a user; undefined when the e-mail or mobile already belongs to someone. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  try {
    return first(await db.insert(users).values(values).returning());
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * The user an identity signs in as, created on first use. Two first logins racing with the same
 * identity both end with the one user whose identity row was written first; only that one call
 * tells `onCreated`.
 */
export async function findOrCreateIdentityUser(
  db: Db,
  provider: IdentityProvider,
  subject: string,
  values: NewUser,
  onCreated?: (userId: number) => Promise<void>,
): Promise<UserRow> {
  const existing = await findUserByIdentity(db, provider, subject);
  if (existing) return existing;
  const created = await createIdentityUser(db, { provider, subject }, values, onCreated);
  if (created) return created;
  const winner = await findUserByIdentity(db, provider, subject);
  if (!winner) throw new Error(`identity ${provider} vanished while signing in`);
  return winner;
}

/**
 * A new user with its identity; undefined when the identity was written by another call first
 * (the user made here is then dropped again, and `onCreated` is not told).
 */
export async function createIdentityUser(
  db: Db,
  identity: { provider: IdentityProvider; subject: string; secretHash?: string },
  values: NewUser,
  onCreated?: (userId: number) => Promise<void>,
): Promise<UserRow | undefined> {
  const created = await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    if (!user) return undefined;
    const linked = await tx
      .insert(identities)
      .values({ ...identity, userId: user.userId })
      .onConflictDoNothing()
      .returning({ userId: identities.userId });
    if (linked.length === 0) {
      await tx.delete(users).where(eq(users.userId, user.userId));
      return undefined;
    }
    return user;
  });
  if (created) await onCreated?.(created.userId);
  return created;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The user a guest device's secret opens: the one of the client id's identity when the hashes
 * match. An identity made before device secrets has none, and the first hash brought claims it
 * (in the same statement, so two racing claims cannot both win). Null when the identity holds
 * another secret, undefined when the client id has no identity.
 */
export async function openGuestIdentity(
  db: Db,
  clientId: string,
  secretHash: string,
): Promise<number | null | undefined> {
  const [row] = await db
    .update(identities)
    .set({ secretHash: sql`coalesce(${identities.secretHash}, ${secretHash})` })
    .where(and(eq(identities.provider, 'GUEST'), eq(identities.subject, clientId)))
    .returning({ userId: identities.userId, secretHash: identities.secretHash });
  if (!row) return undefined;
  return row.secretHash !== null && sameHash(row.secretHash, secretHash) ? row.userId : null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.userId, userId));
}

/**
 * Gives a guest or social user an e-mail or mobile and a password, making it an own-platform
 * account; undefined when the address already belongs to someone else.
 */
export async function bindContact(
  db: Db,
  userId: number,
  contact: ({ email: string } | { mobile: string }) & { nickname?: string },
  passwordHash: string,
  source: number,
): Promise<UserRow | undefined> {
  try {
    return first(
      await db
        .update(users)
        .set({ ...contact, passwordHash, source })
        .where(eq(users.userId, userId))
        .returning(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function updateProfile(db: Db, userId: number, patch: ProfilePatch) {
  if (Object.keys(patch).length === 0) return findUserById(db, userId);
  return first(await db.update(users).set(patch).where(eq(users.userId, userId)).returning());
}

/** Keeps the first agreement's time: agreeing again changes nothing. */
export async function agreePrivacy(db: Db, userId: number) {
  await db
    .update(users)
    .set({ privacyAgreedAt: sql`coalesce(${users.privacyAgreedAt}, now())` })
    .where(eq(users.userId, userId));
}

/**
 * Drops the device link of a guest who bound an address: from then on the account opens only
 * with its password, and the device's next guest login starts a new guest.
 */
export async function unlinkGuestDevices(db: Db, userId: number) {
  await db
    .delete(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, 'GUEST')));
}
