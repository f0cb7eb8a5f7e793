import { PushType } from '@portal/contracts';
import {
  and,
  desc,
  eq,
  exists,
  gt,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Db } from '../../db/database.js';
import { pushes, pushReads } from '../../db/schema.js';

export type PushRow = typeof pushes.$inferSelect;
export type NewPushRow = typeof pushes.$inferInsert;

export async function insertPush(db: Db, values: NewPushRow): Promise<PushRow> {
  const [row] = await db.insert(pushes).values(values).returning();
  if (!row) throw new Error('the push was not stored');
  return row;
}

/** Red-dot pushes of one audience (everyone, or one player) in one area or none. */
const redDotsOf = (userId: number | null, area: string | null) =>
  and(
    eq(pushes.pushType, PushType.RED_DOT),
    isNotNull(pushes.redDotLocation),
    userId === null ? isNull(pushes.userId) : eq(pushes.userId, userId),
    area === null ? isNull(pushes.area) : eq(pushes.area, area),
  );

/** The newest red-dot push at each location, for everyone (userId null) or for one player. */
export function latestRedDots(
  db: Db,
  userId: number | null,
  area: string | null = null,
): Promise<PushRow[]> {
  return db
    .selectDistinctOn([pushes.redDotLocation])
    .from(pushes)
    .where(redDotsOf(userId, area))
    .orderBy(pushes.redDotLocation, desc(pushes.pushId));
}

/** The red-dot push of that id this player could have seen: a common one or their own. */
export async function visibleRedDot(
  db: Db,
  userId: number,
  pushId: number,
): Promise<PushRow | undefined> {
  const [row] = await db
    .select()
    .from(pushes)
    .where(
      and(
        eq(pushes.pushId, pushId),
        eq(pushes.pushType, PushType.RED_DOT),
        isNotNull(pushes.redDotLocation),
        or(isNull(pushes.userId), eq(pushes.userId, userId)),
      ),
    )
    .limit(1);
  return row;
}

/** Raises a player's read mark at a location; an older report never lowers it. */
export async function raiseReadMark(
  db: Db,
  userId: number,
  redDotLocation: number,
  pushId: number,
): Promise<number> {
  const [row] = await db
    .insert(pushReads)
    .values({ userId, redDotLocation, pushId })
    .onConflictDoUpdate({
      target: [pushReads.userId, pushReads.redDotLocation],
      set: {
        pushId: sql`GREATEST(${pushReads.pushId}, excluded.push_id)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ pushId: pushReads.pushId });
  return row?.pushId ?? pushId;
}

/** The read mark of every location the player reported on. */
export async function readMarks(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ location: pushReads.redDotLocation, pushId: pushReads.pushId })
    .from(pushReads)
    .where(eq(pushReads.userId, userId));
  return new Map(rows.map((r) => [r.location, r.pushId]));
}

/**
 * Deletes the pushes sent before `before` that nobody reads again: every push but a red dot is
 * only ever delivered live, and of the red dots only the newest one per audience, area and
 * location is told to a player connecting later (`latestRedDots`). The newest ones stay however
 * old they are. A read report names the newest push a player was told, and the read mark that
 * raises is kept in `push_reads`, not here.
 */
export function deleteSupersededPushes(db: Db, before: Date): Promise<number> {
  // "A newer red dot for the same audience, area and location": a probe of the red-dot indexes
  // per candidate, so a batch costs its own rows rather than a ranking of the whole table.
  const newer = alias(pushes, 'newer');
  const newerRedDot = (sameAudience: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(newer)
        .where(
          and(
            sameAudience,
            eq(newer.redDotLocation, pushes.redDotLocation),
            gt(newer.pushId, pushes.pushId),
            eq(newer.pushType, PushType.RED_DOT),
            sql`${newer.area} is not distinct from ${pushes.area}`,
          ),
        ),
    );
  return deleteInBatches(
    db,
    pushes,
    pushes.pushId,
    and(
      lt(pushes.createdAt, before),
      or(
        ne(pushes.pushType, PushType.RED_DOT),
        isNull(pushes.redDotLocation),
        and(isNull(pushes.userId), newerRedDot(isNull(newer.userId))),
        and(isNotNull(pushes.userId), newerRedDot(eq(newer.userId, pushes.userId))),
      ),
    ),
  );
}
