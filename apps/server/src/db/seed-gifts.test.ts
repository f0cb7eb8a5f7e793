import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { giftCodes, gifts } from './schema.js';
import { seedDemoGifts } from './seed-gifts.js';
import { seedDemoCatalogue } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const total = async (table: typeof gifts | typeof giftCodes) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;

describe('seedDemoGifts', () => {
  it('waits for the catalogue, then seeds the gifts and their codes once', async () => {
    expect(await seedDemoGifts(t.database.db)).toBe(false);
    expect(await total(gifts)).toBe(0);
    await seedDemoCatalogue(t.database.db);
    expect(await seedDemoGifts(t.database.db)).toBe(true);
    expect(await total(gifts)).toBe(5);
    expect(await total(giftCodes)).toBe(100);
    const givenOut = await t.database.db
      .select({ n: count() })
      .from(giftCodes)
      .where(isNotNull(giftCodes.claimedAt));
    expect(givenOut[0]?.n).toBe(24);
    expect(await seedDemoGifts(t.database.db)).toBe(false);
    expect(await total(giftCodes)).toBe(100);
  });
});
