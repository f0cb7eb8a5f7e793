import { randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { appMeta, games, giftCodes, gifts } from './schema.js';

const SEED_KEY = 'demo_gifts_seeded_at';
const DAY_MS = 86_400_000;
const CODES_PER_GIFT = 20;
/** No 0/O or 1/I: players type these codes into games. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface SeedGift {
  appId: number;
  prefix: string;
  title: string;
  description: string;
  rechargeRequirement: number;
  /** Codes already given out when the demo starts, so one gift shows "nearly gone". */
  givenOut: number;
  endsInDays: number | null;
}

/** Listed newest first, so the last here shows first in the Gift Center. */
const seedGifts: SeedGift[] = [
  {
    appId: 1007,
    prefix: 'SUDOKU',
    title: 'Hint pack',
    description: 'Five hints and the paper theme for Sudoku Zen.',
    rechargeRequirement: 0,
    givenOut: 0,
    endsInDays: null,
  },
  {
    appId: 1006,
    prefix: 'BLOCK',
    title: 'VIP chest',
    description:
      'A neon piece skin and a ghost-piece trail, for players who recharged $100 or more.',
    rechargeRequirement: 100,
    givenOut: 2,
    endsInDays: null,
  },
  {
    appId: 1001,
    prefix: 'MERGE',
    title: 'Starter pack',
    description: 'Three undo tokens and the golden tile theme for Number Merge 2048.',
    rechargeRequirement: 0,
    givenOut: 0,
    endsInDays: null,
  },
  {
    appId: 1002,
    prefix: 'SNAKE',
    title: 'Early bird skin',
    description: 'The glowing aurora skin for Neon Snake. Almost gone: be quick!',
    rechargeRequirement: 0,
    givenOut: CODES_PER_GIFT - 2,
    endsInDays: 14,
  },
  {
    appId: 1008,
    prefix: 'DRAGON',
    title: 'Launch gift: gem bundle',
    description: 'Celebrate Dragon Dash with 500 gems and a head start on your first run.',
    rechargeRequirement: 0,
    givenOut: 4,
    endsInDays: 30,
  },
];

const group = () =>
  Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

function codesFor(prefix: string, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${prefix}-${group()}-${group()}`);
  return [...codes];
}

/**
 * Seeds the demo gift packs and their code pools once; its own marker, so a database seeded
 * before gifts existed gets them too. Gifts of games that are not in the catalogue are skipped.
 */
export async function seedDemoGifts(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes on one database.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(4244)`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done.length > 0) return false;
    const present = new Set(
      (
        await tx
          .select({ appId: games.appId })
          .from(games)
          .where(
            inArray(
              games.appId,
              seedGifts.map((g) => g.appId),
            ),
          )
      ).map((g) => g.appId),
    );
    // Before the catalogue there is nothing to give: try again on the next start.
    if (present.size === 0) return false;
    for (const seed of seedGifts.filter((g) => present.has(g.appId))) {
      const [gift] = await tx
        .insert(gifts)
        .values({
          appId: seed.appId,
          title: seed.title,
          description: seed.description,
          rechargeRequirement: seed.rechargeRequirement,
          startsAt: new Date(now.getTime() - DAY_MS),
          endsAt:
            seed.endsInDays === null ? null : new Date(now.getTime() + seed.endsInDays * DAY_MS),
        })
        .returning({ giftId: gifts.giftId });
      if (!gift) continue;
      await tx.insert(giftCodes).values(
        codesFor(seed.prefix, CODES_PER_GIFT).map((code, i) => ({
          giftId: gift.giftId,
          code,
          // Given out to players who are not in the demo: held, but by nobody here.
          claimedAt: i < seed.givenOut ? new Date(now.getTime() - (i + 1) * 3_600_000) : null,
        })),
      );
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
    return true;
  });
}
