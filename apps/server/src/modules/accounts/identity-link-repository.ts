import { UserSource } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { identities, users } from '../../db/schema.js';
import type { UserRow } from './user-repository.js';

export type LinkProvider = 'GOOGLE' | 'FACEBOOK';

export type LinkOutcome =
  /** Linked now, or linked to this account already: the account as it is now. */
  | { kind: 'linked'; user: UserRow }
  /** The identity belongs to another account. */
  | { kind: 'taken' }
  /** The account has another identity of this provider. */
  | { kind: 'duplicate' };

/**
 * Links a provider's identity to an account, in one transaction that holds the account's row,
 * so two links racing for one account cannot both give it an identity of the same provider. A
 * guest becomes a player of that provider (source 1): a "Guest" nickname and an empty avatar
 * take the provider's, and the guest's device link is dropped, as binding an address drops it.
 */
export async function linkIdentity(
  db: Db,
  userId: number,
  identity: { provider: LinkProvider; subject: string; name?: string; picture?: string },
  guestNickname: string,
): Promise<LinkOutcome | undefined> {
  const { provider, subject } = identity;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
    if (!user) return undefined;
    const [owner] = await tx
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
    if (owner) return owner.userId === userId ? { kind: 'linked', user } : { kind: 'taken' };
    const [own] = await tx
      .select({ subject: identities.subject })
      .from(identities)
      .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
      .limit(1);
    if (own) return { kind: 'duplicate' };
    const inserted = await tx
      .insert(identities)
      .values({ provider, subject, userId })
      .onConflictDoNothing()
      .returning({ userId: identities.userId });
    // Another account's first login with this identity won the race.
    if (inserted.length === 0) return { kind: 'taken' };
    if (user.source !== UserSource.GUEST) return { kind: 'linked', user };
    await tx
      .delete(identities)
      .where(and(eq(identities.userId, userId), eq(identities.provider, 'GUEST')));
    const [updated] = await tx
      .update(users)
      .set({
        source: UserSource.OTHER,
        ...(user.nickname === guestNickname && identity.name ? { nickname: identity.name } : {}),
        ...(user.iconUrl === '' && identity.picture ? { iconUrl: identity.picture } : {}),
      })
      .where(eq(users.userId, userId))
      .returning();
    return { kind: 'linked', user: updated ?? user };
  });
}

/** The Google and Facebook identities of an account. */
export async function linkedProviders(db: Db, userId: number): Promise<LinkProvider[]> {
  const rows = await db
    .select({ provider: identities.provider })
    .from(identities)
    .where(eq(identities.userId, userId));
  return rows
    .map((row) => row.provider)
    .filter((provider): provider is LinkProvider => provider !== 'GUEST');
}
