import {
  Code,
  endpoints,
  PushType,
  QR_LINK_TTL_MS,
  qrCodeResponseSchema,
  qrPeekResponseSchema,
  qrSignInResponseSchema,
  type QrCodeResponse,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushes, qrLinks, users } from '../../db/schema.js';
import { FakeClock } from '../../../test/fake-clock.js';
import { createPlayer, fieldsOf, osignFor, type Player } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashToken } from '../accounts/session-service.js';

let t: TestApp;
const clock = new FakeClock();
beforeAll(async () => {
  t = await createTestApp({ clock, config: { MOBILE_SITE_URL: 'https://m.example.com/play' } });
});
afterAll(() => t.close());

const MERGE = 1001;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

async function linkOf(player: Player, appId = MERGE): Promise<string> {
  const res = await t.call<QrCodeResponse>({
    method: 'POST',
    url: endpoints.qrCode.path,
    payload: {
      appId: String(appId),
      osign: osignFor(t, endpoints.qrCode, { appId, ...fieldsOf(player) }),
      ...fieldsOf(player),
    },
  });
  const { qrLink } = qrCodeResponseSchema.parse(res.body.data);
  return new URL(qrLink).searchParams.get('qr') ?? '';
}

const peek = (qr: string) => t.call({ method: 'GET', url: endpoints.qrPeek.path, query: { qr } });

const signIn = (qr: string, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: endpoints.qrSignIn.path,
    payload: { qr },
    headers: { 'user-agent': PHONE, ...headers },
  });

async function named(player: Player, nickname: string, iconUrl: string): Promise<void> {
  await t.database.db
    .update(users)
    .set({ nickname, iconUrl })
    .where(eq(users.userId, player.userId));
}

const usedPushes = (player: Player) =>
  t.database.db
    .select()
    .from(pushes)
    .where(and(eq(pushes.userId, player.userId), eq(pushes.pushType, PushType.QR_CODE_USED)));

describe('GET /api/guest/qrcode/peek', () => {
  it("shows the link's nickname and avatar only, and leaves the link unused", async () => {
    const player = await createPlayer(t);
    await named(player, 'Desk Hero', 'https://cdn.example/a.png');
    const qr = await linkOf(player);
    const res = await peek(qr);
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(res.body.data).toEqual({ nickname: 'Desk Hero', iconUrl: 'https://cdn.example/a.png' });
    expect(qrPeekResponseSchema.strict().safeParse(res.body.data).success).toBe(true);
    expect((await peek(qr)).body.code).toBe(Code.SUCCESS);
    expect((await signIn(qr)).body.code).toBe(Code.SUCCESS);
  });

  it('answers 4065 for a used, expired or unknown link', async () => {
    const player = await createPlayer(t);
    const used = await linkOf(player, 1002);
    await signIn(used);
    expect((await peek(used)).body.code).toBe(Code.INVALID_QRCODE);
    const old = await linkOf(player, 1004);
    clock.advance(QR_LINK_TTL_MS);
    expect((await peek(old)).body.code).toBe(Code.INVALID_QRCODE);
    expect((await peek('x'.repeat(43))).body).toEqual({
      code: Code.INVALID_QRCODE,
      msg: 'This QR code has expired. Please scan a new one.',
      data: null,
    });
  });

  it('refuses bad input with the envelope, never a 500', async () => {
    const res = await t.call({ method: 'GET', url: endpoints.qrPeek.path, query: {} });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe(Code.SUCCESS);
  });
});

describe('POST /api/guest/qrcode/signin', () => {
  it("signs the phone in as the desktop's player, with cookies, and starts the link's game", async () => {
    const player = await createPlayer(t);
    await named(player, 'Desk Hero', '');
    const qr = await linkOf(player);
    const res = await signIn(qr);
    expect(res.body.code).toBe(Code.SUCCESS);
    const session = qrSignInResponseSchema.parse(res.body.data);
    expect(session).toMatchObject({ userId: player.userId, nickname: 'Desk Hero', appId: MERGE });
    expect(session.platform).toBe('GUEST');
    expect(session.h5Token).not.toBe(player.h5Token);
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toContain(session.h5Token);
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Strict/i);
    // The new session opens the player's own account: their saves carry over.
    const profile = await t.call({
      method: 'GET',
      url: endpoints.profile.path,
      query: {
        h5Token: session.h5Token,
        sdkToken: session.sdkToken,
        userId: String(session.userId),
      },
    });
    expect(profile.body.code).toBe(Code.SUCCESS);
    expect(profile.body.data).toMatchObject({ userId: player.userId });
    // The phone that used the link is kept with it; the token itself never is.
    const [row] = await t.database.db
      .select()
      .from(qrLinks)
      .where(eq(qrLinks.tokenHash, hashToken(qr)));
    expect(row?.usedBy).toBe(PHONE);
    expect(JSON.stringify(row)).not.toContain(qr);
  });

  it('tells the desktop by a push that the link was used', async () => {
    const player = await createPlayer(t);
    await signIn(await linkOf(player));
    await vi.waitFor(async () => {
      const [push] = await usedPushes(player);
      expect(push).toMatchObject({ userId: player.userId, appId: MERGE });
    });
  });

  it('of two sign-ins at once, one wins; the other meets 4065 and opens no session', async () => {
    const player = await createPlayer(t);
    const qr = await linkOf(player);
    const answers = await Promise.all([signIn(qr), signIn(qr)]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([Code.SUCCESS, Code.INVALID_QRCODE]);
    const loser = answers.find((a) => a.body.code !== Code.SUCCESS);
    expect(loser?.headers['set-cookie']).toBeUndefined();
    await vi.waitFor(async () => expect(await usedPushes(player)).toHaveLength(1));
  });

  it('answers 4065 once the link expired, was used, or never existed', async () => {
    const player = await createPlayer(t);
    const qr = await linkOf(player);
    clock.advance(QR_LINK_TTL_MS);
    expect((await signIn(qr)).body.code).toBe(Code.INVALID_QRCODE);
    expect((await signIn('y'.repeat(43))).body.code).toBe(Code.INVALID_QRCODE);
    const fresh = await linkOf(player);
    expect(
      (await t.call({ method: 'GET', url: endpoints.qrRedeem.path, query: { qr: fresh } })).body
        .code,
    ).toBe(Code.SUCCESS);
    expect((await signIn(fresh)).body.code).toBe(Code.INVALID_QRCODE);
  });

  it("refuses another site's page (403) and a GET", async () => {
    const qr = await linkOf(await createPlayer(t));
    const foreign = await signIn(qr, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const get = await t.call({ method: 'GET', url: endpoints.qrSignIn.path, query: { qr } });
    expect(get.body.code).not.toBe(Code.SUCCESS);
    expect((await signIn(qr)).body.code).toBe(Code.SUCCESS);
  });

  it('opens no session for a player banned since the link was made', async () => {
    const player = await createPlayer(t);
    const qr = await linkOf(player);
    await t.database.db
      .update(users)
      .set({ status: 'banned' })
      .where(eq(users.userId, player.userId));
    expect((await peek(qr)).body.code).toBe(Code.INVALID_QRCODE);
    expect((await signIn(qr)).body.code).toBe(Code.BANNED);
  });
});

describe('QR look-ups and sign-ins per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { LIMIT_LOGINS_PER_ADDRESS: '3' } });
  });
  afterAll(() => limited.close());

  it('are limited as password sign-ins are (429, 4290), each address on its own', async () => {
    const ask = (remoteAddress: string) =>
      limited.call({
        method: 'GET',
        url: endpoints.qrPeek.path,
        query: { qr: 'z'.repeat(43) },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await ask('10.77.0.1')).body.code).toBe(Code.INVALID_QRCODE);
    const refused = await ask('10.77.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(Code.RATE_LIMITED);
    const signIn = await limited.call({
      method: 'POST',
      url: endpoints.qrSignIn.path,
      payload: { qr: 'z'.repeat(43) },
      remoteAddress: '10.77.0.1',
    });
    expect(signIn.status).toBe(429);
    expect((await ask('10.77.0.2')).body.code).toBe(Code.INVALID_QRCODE);
  });
});
