import {
  Code,
  endpoints,
  giftClaimResponseSchema,
  giftListResponseSchema,
  type Gift,
  type GiftListRequest,
} from '@portal/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGift } from '../../../test/gifts.js';
import {
  createPlayer,
  fieldsOf,
  setGameStatus,
  setRecharge,
  setUserStatus,
  type Player,
} from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { giftCodes, users } from '../../db/schema.js';
import { giftKeyOf } from './gift-key.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

const list = async (player: Player | null, query: GiftListRequest = {}) => {
  const res = await t.call({
    method: 'GET',
    url: endpoints.giftList.path,
    query: {
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      ...(player ? fieldsOf(player) : {}),
    },
  });
  if (res.body.code !== Code.SUCCESS) throw new Error(`list: ${res.body.code} ${res.body.msg}`);
  return giftListResponseSchema.parse(res.body.data);
};

const claim = (player: Player, giftKey: string) =>
  t.call({
    method: 'POST',
    url: endpoints.giftClaim.path,
    payload: { giftKey, from: 'giftcenter', ...fieldsOf(player) },
  });

const find = (gifts: Gift[], giftKey: string) => gifts.find((g) => g.giftKey === giftKey);

describe('GET /api/user/gift/appgiftlist', () => {
  it('shows the Gift Center to a visitor, without codes', async () => {
    const center = await list(null);
    expect(center.rechargeTotal).toBe(0);
    expect(center.total).toBe(5);
    const snake = center.giftList.find((g) => g.appId === 1002);
    expect(snake).toMatchObject({
      title: 'Early bird skin',
      appName: 'Neon Snake',
      appIconUrl: `${t.config.GAMES_ORIGIN}/neon-snake/art/icon.webp`,
      remaining: 2,
      total: 20,
      state: 'claimable',
    });
    expect(snake?.giftKey).toMatch(/^gift_[0-9a-z]+$/);
    expect(center.giftList.find((g) => g.appId === 1006)).toMatchObject({
      rechargeRequirement: 100,
      state: 'locked',
    });
    for (const gift of center.giftList) {
      expect(gift.code).toBeUndefined();
      expect(gift.claimedAt).toBeUndefined();
    }
  });

  it("lists one game's gifts newest first (requestType 1), and pages them", async () => {
    const older = await createGift(t, {
      appId: 1003,
      codes: 2,
      createdAt: new Date(Date.now() - DAY_MS),
    });
    const newer = await createGift(t, { appId: 1003, codes: 2 });
    const game = await list(null, { requestType: 1, appId: 1003 });
    expect(game.giftList.map((g) => g.giftKey)).toEqual([newer.giftKey, older.giftKey]);
    const page1 = await list(null, { requestType: 1, appId: 1003, giftListSize: 1 });
    const page2 = await list(null, { requestType: 1, appId: 1003, giftListSize: 1, page: 2 });
    expect(page1).toMatchObject({ total: 2, hasMore: true, pageSize: 1 });
    expect(page2).toMatchObject({ total: 2, hasMore: false, page: 2 });
    expect(page2.giftList.map((g) => g.giftKey)).toEqual([older.giftKey]);
  });

  it('needs an appId for requestType 1 and a login for requestType 2', async () => {
    const noApp = await t.call({ method: 'GET', url: `${endpoints.giftList.path}?requestType=1` });
    expect(noApp.body.code).toBe(Code.INVALID_APP_ID);
    const unknown = await t.call({
      method: 'GET',
      url: `${endpoints.giftList.path}?requestType=1&appId=999999`,
    });
    expect(unknown.body.code).toBe(Code.INVALID_APP_ID);
    const mine = await t.call({ method: 'GET', url: `${endpoints.giftList.path}?requestType=2` });
    expect(mine.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('leaves out gifts that ended, have not started, or belong to a closed game', async () => {
    const ended = await createGift(t, {
      appId: 1004,
      codes: 1,
      endsAt: new Date(Date.now() - 1000),
    });
    const later = await createGift(t, {
      appId: 1004,
      codes: 1,
      startsAt: new Date(Date.now() + DAY_MS),
    });
    const shown = await createGift(t, {
      appId: 1004,
      codes: 1,
      endsAt: new Date(Date.now() + DAY_MS),
    });
    const keys = (await list(null, { requestType: 1, appId: 1004 })).giftList.map((g) => g.giftKey);
    expect(keys).toEqual([shown.giftKey]);
    expect(keys).not.toContain(ended.giftKey);
    expect(keys).not.toContain(later.giftKey);
    await setGameStatus(t, 1004, 'closed');
    expect((await list(null, { requestType: 1, appId: 1004 })).giftList).toEqual([]);
    await setGameStatus(t, 1004, 'online');
  });

  it('with giftCondition 1, shows only gifts that still have codes', async () => {
    const empty = await createGift(t, { appId: 1005, codes: 0 });
    const full = await createGift(t, { appId: 1005, codes: 3 });
    const any = await list(null, { requestType: 1, appId: 1005 });
    expect(find(any.giftList, empty.giftKey)).toMatchObject({ state: 'none_left', remaining: 0 });
    const available = await list(null, { requestType: 1, appId: 1005, giftCondition: 1 });
    expect(available.giftList.map((g) => g.giftKey)).toEqual([full.giftKey]);
  });
});

describe('POST /api/user/gift/claim', () => {
  it('gives the player a code of the pool, shown as claimed to them only', async () => {
    const gift = await createGift(t, { appId: 1007, codes: 3 });
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const res = await claim(player, gift.giftKey);
    expect(res.body.code).toBe(Code.SUCCESS);
    const claimed = giftClaimResponseSchema.parse(res.body.data);
    expect(claimed.giftKey).toBe(gift.giftKey);
    expect(gift.codes).toContain(claimed.code);
    const mine = find((await list(player, { requestType: 1, appId: 1007 })).giftList, gift.giftKey);
    expect(mine).toMatchObject({
      state: 'claimed',
      code: claimed.code,
      claimedAt: claimed.claimedAt,
      remaining: 2,
      total: 3,
    });
    const theirs = find(
      (await list(other, { requestType: 1, appId: 1007 })).giftList,
      gift.giftKey,
    );
    expect(theirs).toMatchObject({ state: 'claimable', remaining: 2 });
    expect(theirs?.code).toBeUndefined();
    // My Gifts: the player's codes only.
    const myGifts = await list(player, { requestType: 2 });
    expect(myGifts.giftList.map((g) => [g.giftKey, g.code])).toEqual([
      [gift.giftKey, claimed.code],
    ]);
    expect((await list(other, { requestType: 2 })).giftList).toEqual([]);
  });

  it('lists My Gifts newest claim first, by game, in pages, with the counts on every page', async () => {
    const player = await createPlayer(t);
    await setRecharge(t, player.userId, 70);
    const claimedKeys: string[] = [];
    for (const appId of [1003, 1004, 1003]) {
      const gift = await createGift(t, { appId, codes: 2 });
      expect((await claim(player, gift.giftKey)).body.code).toBe(Code.SUCCESS);
      claimedKeys.push(gift.giftKey);
    }
    const newestFirst = [...claimedKeys].reverse();
    const all = await list(player, { requestType: 2 });
    expect(all).toMatchObject({ total: 3, hasMore: false, rechargeTotal: 70 });
    expect(all.giftList.map((g) => g.giftKey)).toEqual(newestFirst);
    const firstPage = await list(player, { requestType: 2, giftListSize: 2 });
    const secondPage = await list(player, { requestType: 2, giftListSize: 2, page: 2 });
    expect(firstPage).toMatchObject({ total: 3, hasMore: true, rechargeTotal: 70 });
    expect([...firstPage.giftList, ...secondPage.giftList].map((g) => g.giftKey)).toEqual(
      newestFirst,
    );
    const oneGame = await list(player, { requestType: 2, appId: 1003 });
    expect(oneGame).toMatchObject({ total: 2, rechargeTotal: 70 });
    expect(oneGame.giftList.map((g) => g.appId)).toEqual([1003, 1003]);
    // A page past the end still says how many there are and what the player recharged.
    for (const query of [{}, { appId: 1004 }]) {
      expect(await list(player, { requestType: 2, page: 9, ...query })).toMatchObject({
        giftList: [],
        total: 'appId' in query ? 1 : 3,
        hasMore: false,
        rechargeTotal: 70,
      });
    }
    // A first page with nothing on it: none held of that game, or none at all.
    expect(await list(player, { requestType: 2, appId: 1005 })).toMatchObject({
      giftList: [],
      total: 0,
      hasMore: false,
      rechargeTotal: 70,
    });
    const newcomer = await createPlayer(t);
    await setRecharge(t, newcomer.userId, 30);
    expect(await list(newcomer, { requestType: 2 })).toMatchObject({
      giftList: [],
      total: 0,
      hasMore: false,
      rechargeTotal: 30,
    });
  });

  it('refuses a second claim of the same gift (4062)', async () => {
    const gift = await createGift(t, { appId: 1007, codes: 5 });
    const player = await createPlayer(t);
    expect((await claim(player, gift.giftKey)).body.code).toBe(Code.SUCCESS);
    expect((await claim(player, gift.giftKey)).body).toMatchObject({
      code: Code.GIFT_ALREADY_CLAIMED,
      data: null,
    });
    const held = await t.database.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.claimedBy, player.userId));
    expect(held).toHaveLength(1);
  });

  it('gives one code to a player claiming several times at once', async () => {
    const gift = await createGift(t, { appId: 1007, codes: 10 });
    const player = await createPlayer(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(player, gift.giftKey)));
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([Code.SUCCESS, ...Array<number>(5).fill(Code.GIFT_ALREADY_CLAIMED)]);
    const free = await t.database.db
      .select()
      .from(giftCodes)
      .where(and(eq(giftCodes.giftId, gift.giftId), isNull(giftCodes.claimedBy)));
    expect(free).toHaveLength(9);
  });

  it('answers 4061 when no code is left', async () => {
    const gift = await createGift(t, { appId: 1007, codes: 1 });
    const first = await createPlayer(t);
    const second = await createPlayer(t);
    expect((await claim(first, gift.giftKey)).body.code).toBe(Code.SUCCESS);
    expect((await claim(second, gift.giftKey)).body).toMatchObject({
      code: Code.GIFT_NO_CODES_LEFT,
      msg: 'No codes left',
    });
    const seen = find((await list(second, { requestType: 1, appId: 1007 })).giftList, gift.giftKey);
    expect(seen).toMatchObject({ state: 'none_left', remaining: 0, total: 1 });
  });

  it('holds the recharge requirement (4060) until the player has recharged enough', async () => {
    const gift = await createGift(t, { appId: 1008, codes: 2, rechargeRequirement: 100 });
    const player = await createPlayer(t);
    await setRecharge(t, player.userId, 50);
    const before = await list(player, { requestType: 1, appId: 1008 });
    expect(before.rechargeTotal).toBe(50);
    expect(find(before.giftList, gift.giftKey)).toMatchObject({ state: 'locked' });
    expect((await claim(player, gift.giftKey)).body).toMatchObject({
      code: Code.GIFT_CLAIM_FAILED,
      msg: 'Failed to claim',
    });
    await setRecharge(t, player.userId, 100);
    const after = await list(player, { requestType: 1, appId: 1008 });
    expect(find(after.giftList, gift.giftKey)).toMatchObject({ state: 'claimable' });
    expect((await claim(player, gift.giftKey)).body.code).toBe(Code.SUCCESS);
  });

  it('refuses an ended gift (4060) but keeps its code in My Gifts', async () => {
    const gift = await createGift(t, {
      appId: 1008,
      codes: 2,
      endsAt: new Date(Date.now() + 60_000),
    });
    const holder = await createPlayer(t);
    expect((await claim(holder, gift.giftKey)).body.code).toBe(Code.SUCCESS);
    const ended = await createGift(t, { appId: 1008, codes: 2, endsAt: new Date(Date.now() - 1) });
    expect((await claim(holder, ended.giftKey)).body.code).toBe(Code.GIFT_CLAIM_FAILED);
    await setGameStatus(t, 1008, 'closed');
    const myGifts = await list(holder, { requestType: 2 });
    expect(myGifts.giftList.map((g) => g.giftKey)).toEqual([gift.giftKey]);
    await setGameStatus(t, 1008, 'online');
  });

  it('answers a made-up, unknown or hidden gift like a missing one (4044)', async () => {
    const player = await createPlayer(t);
    const later = await createGift(t, {
      appId: 1003,
      codes: 1,
      startsAt: new Date(Date.now() + DAY_MS),
    });
    const ofClosed = await createGift(t, { appId: 1005, codes: 1 });
    await setGameStatus(t, 1005, 'closed');
    for (const key of [
      'abc',
      'gift_',
      'gift_0',
      'gift_zzzzzzzz',
      'GIFT_1',
      giftKeyOf(999_999),
      later.giftKey,
      ofClosed.giftKey,
    ]) {
      const res = await claim(player, key);
      expect(res.body, key).toEqual({
        code: Code.RECORD_NOT_FOUND,
        msg: "Sorry,this page doesn't exist.",
        data: null,
      });
    }
    await setGameStatus(t, 1005, 'online');
  });

  it('refuses a frozen player (4081) and a visitor (401)', async () => {
    const gift = await createGift(t, { appId: 1003, codes: 2 });
    const player = await createPlayer(t);
    await setUserStatus(t, player.userId, 'frozen');
    expect((await claim(player, gift.giftKey)).body.code).toBe(Code.ACCOUNT_FROZEN);
    const visitor = await t.call({
      method: 'POST',
      url: endpoints.giftClaim.path,
      payload: { giftKey: gift.giftKey },
    });
    expect(visitor.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('takes no code for a claim that a rule refuses, whichever rule it is', async () => {
    const claimedOf = async (giftId: number) =>
      (
        await t.database.db
          .select({ codeId: giftCodes.codeId })
          .from(giftCodes)
          .where(and(eq(giftCodes.giftId, giftId), isNotNull(giftCodes.claimedBy)))
      ).length;
    const player = await createPlayer(t);
    const refusals = [
      {
        gift: await createGift(t, { appId: 1004, codes: 2, rechargeRequirement: 100 }),
        code: Code.GIFT_CLAIM_FAILED,
      },
      {
        gift: await createGift(t, { appId: 1004, codes: 2, endsAt: new Date(Date.now() - 1) }),
        code: Code.GIFT_CLAIM_FAILED,
      },
      {
        gift: await createGift(t, {
          appId: 1004,
          codes: 2,
          startsAt: new Date(Date.now() + DAY_MS),
        }),
        code: Code.RECORD_NOT_FOUND,
      },
    ];
    for (const { gift, code } of refusals) {
      expect((await claim(player, gift.giftKey)).body.code).toBe(code);
      expect(await claimedOf(gift.giftId)).toBe(0);
    }
    const held = await createGift(t, { appId: 1004, codes: 3 });
    expect((await claim(player, held.giftKey)).body.code).toBe(Code.SUCCESS);
    expect((await claim(player, held.giftKey)).body.code).toBe(Code.GIFT_ALREADY_CLAIMED);
    expect(await claimedOf(held.giftId)).toBe(1);
    const open = await createGift(t, { appId: 1004, codes: 2 });
    await setGameStatus(t, 1004, 'closed');
    expect((await claim(player, open.giftKey)).body.code).toBe(Code.RECORD_NOT_FOUND);
    await setGameStatus(t, 1004, 'online');
    await setUserStatus(t, player.userId, 'frozen');
    expect((await claim(player, open.giftKey)).body.code).toBe(Code.ACCOUNT_FROZEN);
    expect(await claimedOf(open.giftId)).toBe(0);
  });

  it('never gives out again the code of a player whose account was deleted', async () => {
    const gift = await createGift(t, { appId: 1003, codes: 1 });
    const leaver = await createPlayer(t);
    expect((await claim(leaver, gift.giftKey)).body.code).toBe(Code.SUCCESS);
    await t.database.db.delete(users).where(eq(users.userId, leaver.userId));
    const next = await createPlayer(t);
    expect((await claim(next, gift.giftKey)).body.code).toBe(Code.GIFT_NO_CODES_LEFT);
  });
});
