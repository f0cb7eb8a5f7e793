import { giftCodes, gifts } from '../src/db/schema.js';
import { giftKeyOf } from '../src/modules/gifts/gift-key.js';
import type { TestApp } from './test-app.js';

let sequence = 0;

/** A gift with a pool of `codes` fresh codes, written directly. */
export async function createGift(
  t: TestApp,
  values: {
    appId: number;
    codes: number;
    title?: string;
    rechargeRequirement?: number;
    startsAt?: Date;
    endsAt?: Date | null;
    createdAt?: Date;
  },
) {
  sequence += 1;
  const [gift] = await t.database.db
    .insert(gifts)
    .values({
      appId: values.appId,
      title: values.title ?? `Test gift ${sequence}`,
      description: 'A gift made by a test.',
      rechargeRequirement: values.rechargeRequirement ?? 0,
      startsAt: values.startsAt ?? new Date(Date.now() - 60_000),
      endsAt: values.endsAt ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ giftId: gifts.giftId });
  if (!gift) throw new Error('no gift');
  const codes = Array.from(
    { length: values.codes },
    (_, i) => `T${sequence}-${String(i).padStart(4, '0')}`,
  );
  if (codes.length > 0) {
    await t.database.db
      .insert(giftCodes)
      .values(codes.map((code) => ({ giftId: gift.giftId, code })));
  }
  return { giftId: gift.giftId, giftKey: giftKeyOf(gift.giftId), codes };
}
