import { createHash, randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { admins, giftCodes, gifts, sessions, ticketTypes, users } from '../../src/db/schema.js';
import { seedDemoGifts } from '../../src/db/seed-gifts.js';
import { seedSupportContent } from '../../src/db/seed-support.js';
import { seedDemoCatalogue } from '../../src/db/seed.js';
import { hashPassword } from '../../src/modules/accounts/password-service.js';
import { hashToken, TOKEN_LIFETIME_MS } from '../../src/modules/accounts/session-service.js';
import { giftKeyOf } from '../../src/modules/gifts/gift-key.js';

/** A demo game every seeded catalogue has; the gift of the burst belongs to it. */
const GIFT_APP_ID = 1003;

export interface FaultPlayer {
  userId: number;
  h5Token: string;
  sdkToken: string;
}

export interface FaultWorld {
  players: FaultPlayer[];
  gift: { giftId: number; giftKey: string; codes: string[] };
  ticketTypeId: number;
  admin: { email: string; password: string };
}

/** Session fields as the site sends them, in a query or a body. */
export const sessionFields = (p: FaultPlayer) => ({
  h5Token: p.h5Token,
  sdkToken: p.sdkToken,
  userId: String(p.userId),
});

/** What the admin console sends for a typed password. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * What the server seeds at its first start, plus players with live sessions, one gift with a
 * limited pool of codes and an admin account, all written before any server process runs on it.
 */
export async function seedFaultWorld(
  db: Db,
  sizes: { players: number; codes: number },
): Promise<FaultWorld> {
  await seedDemoCatalogue(db);
  await seedSupportContent(db);
  await seedDemoGifts(db);

  const rows = await db
    .insert(users)
    .values(Array.from({ length: sizes.players }, () => ({ nickname: 'Guest', source: 2 })))
    .returning({ userId: users.userId });
  const players = rows.map((row) => ({
    userId: row.userId,
    h5Token: randomBytes(24).toString('base64url'),
    sdkToken: randomBytes(24).toString('base64url'),
  }));
  await db.insert(sessions).values(
    players.map((p) => ({
      h5TokenHash: hashToken(p.h5Token),
      sdkTokenHash: hashToken(p.sdkToken),
      userId: p.userId,
      platform: 'GUEST',
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    })),
  );

  const [gift] = await db
    .insert(gifts)
    .values({
      appId: GIFT_APP_ID,
      title: 'Fault suite gift',
      description: 'Claimed by a burst while the server is killed.',
      startsAt: new Date(Date.now() - 60_000),
    })
    .returning({ giftId: gifts.giftId });
  if (!gift) throw new Error('the gift was not written');
  const codes = Array.from(
    { length: sizes.codes },
    (_, i) => `FAULT-${String(i).padStart(4, '0')}`,
  );
  await db.insert(giftCodes).values(codes.map((code) => ({ giftId: gift.giftId, code })));

  const [type] = await db
    .select({ typeId: ticketTypes.typeId })
    .from(ticketTypes)
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.typeId))
    .limit(1);
  if (!type) throw new Error('the support content has no ticket type');

  const admin = { email: 'faults.admin@example.com', password: randomBytes(12).toString('hex') };
  await db.insert(admins).values({
    email: admin.email,
    passwordHash: await hashPassword(md5(admin.password)),
    name: 'Fault suite',
  });

  return {
    players,
    gift: { giftId: gift.giftId, giftKey: giftKeyOf(gift.giftId), codes },
    ticketTypeId: type.typeId,
    admin,
  };
}
