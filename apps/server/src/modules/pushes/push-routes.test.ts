import {
  Code,
  endpoints,
  IconRedDot,
  PushType,
  RedDotLocation,
  PushTargetType,
  type IconState,
  type PushItem,
  type PushReadResponse,
} from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin } from '../../../test/accounts.js';
import { FakeClock } from '../../../test/fake-clock.js';
import { createPlayer, fieldsOf, osignFor, type Player } from '../../../test/players.js';
import { eventually } from '../../../test/stomp-clients.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { pushReads } from '../../db/schema.js';

let t: TestApp;
const clock = new FakeClock();
/** Every push the app sent, as heard on its bus. */
const heard: PushItem[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  t.app.bus.subscribe('push', (item) => heard.push(item));
});
afterAll(() => t.close());

const read = (player: Player, query: Record<string, string>) =>
  t.call<PushReadResponse | null>({
    method: 'GET',
    url: endpoints.pushRead.path,
    query: { ...query, ...fieldsOf(player) },
  });

describe('pushes', () => {
  it('take ever-increasing ids', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await t.app.pushes.publish({ pushType: PushType.OTHER })).pushId);
    }
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(5);
  });

  it('follow a new personal message and an expired QR code', async () => {
    const session = await guestLogin(t);
    const userId = Number(session.userId);
    // A new account gets its welcome message, which lights its message dot.
    expect(
      await eventually(() =>
        heard.some(
          (p) => p.userId === userId && p.redDotLocation === RedDotLocation.PERSONAL_MESSAGE,
        ),
      ),
    ).toBe(true);

    const player = await createPlayer(t);
    const qr = await t.call({
      method: 'POST',
      url: endpoints.qrCode.path,
      payload: {
        appId: '1001',
        osign: osignFor(t, endpoints.qrCode, { appId: 1001, ...fieldsOf(player) }),
        ...fieldsOf(player),
      },
    });
    expect(qr.body.code).toBe(200);
    clock.advance(10 * 60 * 1000);
    expect(
      await eventually(() =>
        heard.some((p) => p.userId === player.userId && p.pushType === PushType.QR_CODE),
      ),
    ).toBe(true);
    const qrPush = heard.find((p) => p.pushType === PushType.QR_CODE);
    expect(qrPush).toMatchObject({ appId: 1001, pushTargetType: PushTargetType.ONE_TO_ONE });
  });
});

describe('GET /api/user/push/read', () => {
  it('records the highest push id read at a location and never lowers it', async () => {
    const player = await createPlayer(t);
    const first = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.NEWS,
    });
    const second = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.NEWS,
    });
    const mine = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.NEWS,
      userId: player.userId,
    });

    const unread = await t.app.pushes.redDotStates(player.userId);
    expect(unread.find((s) => s.redDotLocation === RedDotLocation.NEWS)).toEqual({
      redDotLocation: RedDotLocation.NEWS,
      pushId: second.pushId,
      pPushId: mine.pushId,
      hasRead: 0,
      unRead: true,
    });

    const res = await read(player, { pushId: String(mine.pushId), redDotLocation: '4' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ hasRead: mine.pushId, unRead: false });

    const older = await read(player, { pushId: String(first.pushId), redDotLocation: '4' });
    expect(older.body.data).toMatchObject({ hasRead: mine.pushId, unRead: false });
  });

  it("refuses another player's push, a push of another location and an unknown id (4044)", async () => {
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    const forB = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: b.userId,
    });
    for (const query of [
      { pushId: String(forB.pushId), redDotLocation: '6' },
      { pushId: String(forB.pushId), redDotLocation: '5' },
      { pushId: '999999999', redDotLocation: '6' },
    ]) {
      const res = await read(a, query);
      expect(res.body.code).toBe(Code.RECORD_NOT_FOUND);
    }
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: count() })
      .from(pushReads)
      .where(eq(pushReads.userId, a.userId));
    expect(n).toBe(0);
  });

  it("takes the spec's fields (clientId, userToken, userId, pushId, area): the location is the push's", async () => {
    const player = await createPlayer(t);
    const gameDot = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.FBC_GIFT,
      area: 'fbc_1001',
    });
    const res = await t.call<PushReadResponse>({
      method: 'GET',
      url: endpoints.pushRead.path,
      query: {
        clientId: 'client-1',
        userToken: player.sdkToken,
        userId: String(player.userId),
        pushId: String(gameDot.pushId),
        area: 'fbc_1001',
      },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      redDotLocation: RedDotLocation.FBC_GIFT,
      hasRead: gameDot.pushId,
    });
  });

  it("takes pushId alone, as the publisher's client sends it for a one-to-one dot", async () => {
    const player = await createPlayer(t);
    const mine = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_SERVICE,
      userId: player.userId,
    });
    const res = await read(player, { pushId: String(mine.pushId) });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      redDotLocation: RedDotLocation.PERSONAL_SERVICE,
      pushId: 0,
      pPushId: mine.pushId,
      hasRead: mine.pushId,
      unRead: false,
    });
  });

  it('refuses an area or location that is not the push own, and a push that is no red dot (4044)', async () => {
    const player = await createPlayer(t);
    const dot = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.ALL_GIFT,
      area: 'fcg_1001',
    });
    const other = await t.app.pushes.publish({ pushType: PushType.OTHER });
    const queries: Array<Record<string, string>> = [
      { pushId: String(dot.pushId), area: 'fcg_1002' },
      { pushId: String(dot.pushId), redDotLocation: '10' },
      { pushId: String(other.pushId) },
    ];
    for (const query of queries) {
      expect((await read(player, query)).body.code).toBe(Code.RECORD_NOT_FOUND);
    }
  });

  it('needs a session and answers bad input with a clear code, never 500', async () => {
    const anonymous = await t.call({
      method: 'GET',
      url: endpoints.pushRead.path,
      query: { pushId: '1', redDotLocation: '4' },
    });
    expect(anonymous.body.code).toBe(Code.UNAUTHORIZED);
    const player = await createPlayer(t);
    for (const value of ['', '-1', '0', '1e400', 'x', '15', '[]', '\u0000', 'x'.repeat(5_000)]) {
      const res = await read(player, { pushId: value, redDotLocation: value });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).not.toBe(200);
    }
  });
});

describe('GET /api/user/iconstate/query and /save', () => {
  const query = (q: Record<string, string>) =>
    t.call<IconState>({ method: 'GET', url: endpoints.iconStateQuery.path, query: q });
  const save = (q: Record<string, string>) =>
    t.call<IconState>({ method: 'GET', url: endpoints.iconStateSave.path, query: q });

  it('shows both dots until the player opens an item, then hides that one only', async () => {
    const player = await createPlayer(t);
    const mine = { ...fieldsOf(player), appId: '1001' };
    expect((await query(mine)).body).toMatchObject({
      code: 200,
      data: { appId: 1001, shortcutReddot: IconRedDot.SHOWN, shareReddot: IconRedDot.SHOWN },
    });
    const saved = await save({ ...mine, shareReddot: '0' });
    expect(saved.body.data).toEqual({
      appId: 1001,
      shortcutReddot: IconRedDot.SHOWN,
      shareReddot: IconRedDot.HIDDEN,
    });
    await save({ ...mine, shortcutReddot: '0' });
    expect((await query(mine)).body.data).toEqual({
      appId: 1001,
      shortcutReddot: IconRedDot.HIDDEN,
      shareReddot: IconRedDot.HIDDEN,
    });
    // Another player, and a visitor, still see theirs.
    const other = await createPlayer(t);
    expect((await query({ ...fieldsOf(other), appId: '1001' })).body.data?.shareReddot).toBe(1);
    expect((await query({ appId: '1001', userId: String(player.userId) })).body.data).toEqual({
      appId: 1001,
      shortcutReddot: IconRedDot.SHOWN,
      shareReddot: IconRedDot.SHOWN,
    });
  });

  it('saves for a signed-in player only, names a dot, and knows the game', async () => {
    const player = await createPlayer(t);
    expect((await save({ appId: '1001', shareReddot: '0' })).body.code).toBe(Code.UNAUTHORIZED);
    const none = await save({ ...fieldsOf(player), appId: '1001' });
    expect(none.status).toBeLessThan(500);
    expect(none.body.code).not.toBe(200);
    expect(
      (await save({ ...fieldsOf(player), appId: '1001', shareReddot: '2' })).body.code,
    ).not.toBe(200);
    expect((await save({ ...fieldsOf(player), appId: '999999', shareReddot: '0' })).body.code).toBe(
      Code.INVALID_APP_ID,
    );
    expect((await query({ appId: '999999' })).body.code).toBe(Code.INVALID_APP_ID);
  });
});
