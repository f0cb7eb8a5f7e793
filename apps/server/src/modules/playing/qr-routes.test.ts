import {
  Code,
  endpoints,
  QR_LINK_TTL_MS,
  qrCodeResponseSchema,
  type QrCodeResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../test/fake-clock.js';
import {
  createPlayer,
  fieldsOf,
  osignFor,
  setGameStatus,
  type Player,
} from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { QrExpiredEvent } from './qr-service.js';

let t: TestApp;
const clock = new FakeClock();
const expired: QrExpiredEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock, config: { MOBILE_SITE_URL: 'https://m.example.com/play' } });
  t.app.qrCodes.onExpired((event) => expired.push(event));
});
afterAll(() => t.close());

const MERGE = 1001;

const issue = (player: Player, appId = MERGE, osign?: string) =>
  t.call<QrCodeResponse>({
    method: 'POST',
    url: endpoints.qrCode.path,
    payload: {
      appId: String(appId),
      osign: osign ?? osignFor(t, endpoints.qrCode, { appId, ...fieldsOf(player) }),
      ...fieldsOf(player),
    },
  });

const redeem = (qr: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: endpoints.qrRedeem.path, query: { qr }, headers });

const tokenOf = (qrLink: string) => new URL(qrLink).searchParams.get('qr') ?? '';

/** Expiry events are reported after a database read: time for one that should not come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('POST /api/user/client/qrcode', () => {
  it("answers the publisher's GET form the same, with qrLink", async () => {
    const player = await createPlayer(t);
    const fields = { appId: String(MERGE), ...fieldsOf(player) };
    const res = await t.call<QrCodeResponse>({
      method: 'GET',
      url: endpoints.qrCode.path,
      query: {
        ...fields,
        osign: osignFor(t, endpoints.qrCode, { appId: MERGE, ...fieldsOf(player) }),
      },
    });
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(
      new URL(qrCodeResponseSchema.parse(res.body.data).qrLink).searchParams.get('appId'),
    ).toBe(String(MERGE));
  });

  it('answers a link to the game on the mobile site, its expiry and its QR image', async () => {
    const player = await createPlayer(t);
    const res = await issue(player);
    expect(res.body.code).toBe(Code.SUCCESS);
    const data = qrCodeResponseSchema.parse(res.body.data);
    const url = new URL(data.qrLink);
    expect(`${url.origin}${url.pathname}`).toBe('https://m.example.com/play');
    expect(url.searchParams.get('appId')).toBe(String(MERGE));
    expect(tokenOf(data.qrLink)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expiresAt).toBe(clock.now() + QR_LINK_TTL_MS);
    expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.qrCode.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
  });

  it('refuses a bad signature (4016), a game that cannot be played and a frozen player', async () => {
    const player = await createPlayer(t);
    expect((await issue(player, MERGE, 'f'.repeat(32))).body.code).toBe(Code.INVALID_SIGN);
    await setGameStatus(t, 1003, 'maintenance');
    expect((await issue(player, 1003)).body.code).toBe(Code.GAME_MAINTENANCE);
    await setGameStatus(t, 1003, 'closed');
    expect((await issue(player, 1003)).body.code).toBe(Code.GAME_CLOSED);
    await setGameStatus(t, 1003, 'online');
    expect((await issue(player, 999_999)).body.code).toBe(Code.INVALID_APP_ID);
    expect((await issue(await createPlayer(t, 'frozen'))).body.code).toBe(Code.ACCOUNT_FROZEN);
  });

  it('needs a login', async () => {
    const res = await t.call({
      method: 'POST',
      url: endpoints.qrCode.path,
      payload: { appId: String(MERGE) },
    });
    expect(res.body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('GET /api/guest/qrcode/redeem', () => {
  it('answers the game once; then the link is spent (4065)', async () => {
    const link = qrCodeResponseSchema.parse((await issue(await createPlayer(t))).body.data);
    const first = await redeem(tokenOf(link.qrLink));
    expect(first.body).toEqual({ code: Code.SUCCESS, msg: 'success', data: { appId: MERGE } });
    expect((await redeem(tokenOf(link.qrLink))).body).toEqual({
      code: Code.INVALID_QRCODE,
      msg: 'This QR code has expired. Please scan a new one.',
      data: null,
    });
  });

  it('of two scans at once, only one gets the game', async () => {
    const link = qrCodeResponseSchema.parse((await issue(await createPlayer(t))).body.data);
    const answers = await Promise.all([1, 2, 3].map(() => redeem(tokenOf(link.qrLink))));
    expect(answers.map((a) => a.body.code).sort()).toEqual([
      Code.SUCCESS,
      Code.INVALID_QRCODE,
      Code.INVALID_QRCODE,
    ]);
  });

  it('expires after 5 minutes, and reports the expiry of a link nobody used', async () => {
    const player = await createPlayer(t);
    const unused = qrCodeResponseSchema.parse((await issue(player, 1002)).body.data);
    const used = qrCodeResponseSchema.parse((await issue(player, 1004)).body.data);
    await redeem(tokenOf(used.qrLink));
    const ofPlayer = () => expired.filter((e) => e.userId === player.userId);
    clock.advance(QR_LINK_TTL_MS - 1);
    await settle();
    expect(ofPlayer()).toEqual([]);
    clock.advance(1);
    await vi.waitFor(() =>
      expect(ofPlayer()).toEqual([
        { userId: player.userId, appId: 1002, expiresAt: unused.expiresAt },
      ]),
    );
    expect((await redeem(tokenOf(unused.qrLink))).body.code).toBe(Code.INVALID_QRCODE);
  });

  it('honours only the newest link of a player for a game', async () => {
    const player = await createPlayer(t);
    const older = qrCodeResponseSchema.parse((await issue(player)).body.data);
    const newer = qrCodeResponseSchema.parse((await issue(player)).body.data);
    expect((await redeem(tokenOf(older.qrLink))).body.code).toBe(Code.INVALID_QRCODE);
    expect((await redeem(tokenOf(newer.qrLink))).body.data).toEqual({ appId: MERGE });
    // Neither a superseded nor a used link reports an expiry.
    clock.advance(QR_LINK_TTL_MS);
    await settle();
    expect(expired.filter((e) => e.userId === player.userId)).toEqual([]);
  });

  it('answers 4065 for a made-up token and refuses a foreign page (403)', async () => {
    expect((await redeem('x'.repeat(43))).body.code).toBe(Code.INVALID_QRCODE);
    const link = qrCodeResponseSchema.parse((await issue(await createPlayer(t))).body.data);
    const foreign = await redeem(tokenOf(link.qrLink), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await redeem(tokenOf(link.qrLink))).body.code).toBe(Code.SUCCESS);
  });
});

describe('without a mobile site', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({
      clock,
      database: t.database,
      config: { PUBLIC_URL: 'https://play.example.com/portal/', GAMES_ORIGIN: 'https://g.example' },
    });
  });
  afterAll(() => own.close());

  it("links to the game's information page on this site, where the phone is asked to continue", async () => {
    const player = await createPlayer(own);
    const res = await own.call<QrCodeResponse>({
      method: 'POST',
      url: endpoints.qrCode.path,
      payload: {
        appId: String(MERGE),
        osign: osignFor(own, endpoints.qrCode, { appId: MERGE, ...fieldsOf(player) }),
        ...fieldsOf(player),
      },
    });
    const url = new URL(qrCodeResponseSchema.parse(res.body.data).qrLink);
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://play.example.com/portal/pc/game/info/${MERGE}`,
    );
    expect(url.searchParams.get('appId')).toBe(String(MERGE));
    expect(url.searchParams.get('qr')).toBe(tokenOf(url.toString()));
    expect((await redeem(tokenOf(url.toString()))).body.data).toEqual({ appId: MERGE });
  });
  it("outside a game (an empty appId, as the publisher's client asks on every page) leads Home and signs no one in", async () => {
    const player = await createPlayer(own);
    const res = await own.call<QrCodeResponse>({
      method: 'POST',
      url: endpoints.qrCode.path,
      payload: {
        appId: '',
        osign: osignFor(own, endpoints.qrCode, { appId: '', ...fieldsOf(player) }),
        ...fieldsOf(player),
      },
    });
    expect(res.body.code).toBe(Code.SUCCESS);
    const data = qrCodeResponseSchema.parse(res.body.data);
    expect(data.qrLink).toBe('https://play.example.com/portal/pc');
    expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.expiresAt).toBe(clock.now() + QR_LINK_TTL_MS);
    // Still a player's call: a visitor and a wrong signature are refused as before.
    const unsigned = await own.call({
      method: 'POST',
      url: endpoints.qrCode.path,
      payload: { appId: '', osign: 'f'.repeat(32), ...fieldsOf(player) },
    });
    expect(unsigned.body.code).toBe(Code.INVALID_SIGN);
  });
});
