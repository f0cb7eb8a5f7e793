import { Code, endpoints, giftClaimResponseSchema } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGift } from '../../../test/gifts.js';
import { createPlayers, fieldsOf } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testDatabaseKind } from '../../../test/test-database.js';
import { giftCodes } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAYERS = 200;
const CODES = 50;

describe(`claiming one gift at once (${testDatabaseKind()})`, () => {
  it(`${PLAYERS} players racing for ${CODES} codes: ${CODES} get one distinct code each`, async () => {
    const gift = await createGift(t, { appId: 1003, codes: CODES });
    const players = await createPlayers(t, PLAYERS);
    const answers = await Promise.all(
      players.map(async (player) => {
        const res = await t.call({
          method: 'POST',
          url: endpoints.giftClaim.path,
          payload: { giftKey: gift.giftKey, from: 'race', ...fieldsOf(player) },
        });
        return { userId: player.userId, status: res.status, body: res.body };
      }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const winners = answers.filter((a) => a.body.code === Code.SUCCESS);
    const losers = answers.filter((a) => a.body.code !== Code.SUCCESS);
    expect(winners).toHaveLength(CODES);
    expect(losers).toHaveLength(PLAYERS - CODES);
    expect(new Set(losers.map((a) => a.body.code))).toEqual(new Set([Code.GIFT_NO_CODES_LEFT]));
    const won = winners.map((a) => giftClaimResponseSchema.parse(a.body.data).code);
    expect(new Set(won).size).toBe(CODES);
    expect(new Set(won)).toEqual(new Set(gift.codes));
    // The database agrees: every code has one owner, and no owner has two.
    const held = await t.database.db
      .select({ code: giftCodes.code, owner: giftCodes.claimedBy })
      .from(giftCodes)
      .where(and(eq(giftCodes.giftId, gift.giftId), isNotNull(giftCodes.claimedBy)));
    expect(held).toHaveLength(CODES);
    expect(new Set(held.map((h) => h.owner)).size).toBe(CODES);
    const ownerOf = new Map(held.map((h) => [h.code, h.owner]));
    for (const winner of winners) {
      const code = giftClaimResponseSchema.parse(winner.body.data).code;
      expect(ownerOf.get(code)).toBe(winner.userId);
    }
  });
});
