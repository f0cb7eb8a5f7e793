import {
  adminEndpoints,
  AuditAction,
  Code,
  endpoints,
  type AdminClaimedGiftListResponse,
  type AdminPlayedGameListResponse,
  type AdminPlayerActionResponse,
  type AdminPlayerDetail,
  type AdminPlayerListResponse,
  type AdminTestDeviceListResponse,
  type AdminTestDeviceResponse,
  type AuditListResponse,
  type ClientConfig,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAccount,
  login,
  profile,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/accounts.js';
import { adminLogin, createAdmin, type TestAdmin } from '../../../test/admins.js';
import { createGift } from '../../../test/gifts.js';
import { createPlayer, fieldsOf, playGame } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import type { SessionRevoked } from '../../plugins/bus.js';

let t: TestApp;
let admin: TestAdmin;
let cookie: string;
const revoked: SessionRevoked[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  cookie = await adminLogin(t, admin);
  t.app.bus.subscribe('session.revoked', (event) => revoked.push(event));
});

afterAll(() => t.close());

const get = <T>(path: string, query: Record<string, string> = {}) =>
  t.call<T>({ method: 'GET', url: path, query, headers: { cookie } });
const post = <T>(path: string, payload: Record<string, unknown>) =>
  t.call<T>({ method: 'POST', url: path, payload, headers: { cookie } });

const auditOf = async (action: string) =>
  (await get<AuditListResponse>(adminEndpoints.audit.path, { action })).body.data.entries;

describe('GET /api/admin/players/list', () => {
  it('finds players by user id, nickname, e-mail or mobile, any case', async () => {
    const email = uniqueEmail('Searchable');
    const mobile = uniqueMobile();
    const row = await createAccount(t, { email, mobile, password: 'secret-pass' });
    await t.database.db
      .update(users)
      .set({ nickname: 'ZebraQueen' })
      .where(eq(users.userId, row.userId));

    const ids = async (q: string) =>
      (
        await get<AdminPlayerListResponse>(adminEndpoints.playerList.path, { q })
      ).body.data.playerList.map((p) => p.userId);
    expect(await ids(String(row.userId))).toContain(row.userId);
    expect(await ids('zebraq')).toEqual([row.userId]);
    expect(await ids(email.toUpperCase())).toEqual([row.userId]);
    expect(await ids(mobile.slice(-7))).toEqual([row.userId]);
    // LIKE wildcards are searched for literally.
    expect(await ids('%')).toEqual([]);

    const res = await get<AdminPlayerListResponse>(adminEndpoints.playerList.path, {
      q: 'zebraq',
    });
    expect(res.body.data.playerList[0]).toEqual({
      userId: row.userId,
      nickname: 'ZebraQueen',
      iconUrl: '',
      email,
      mobile,
      source: 0,
      status: 'active',
      createdAt: row.createdAt.getTime(),
    });
  });

  it('lists every player newest first, paged, and filters by status', async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t, 'frozen');
    const first = await get<AdminPlayerListResponse>(adminEndpoints.playerList.path, {
      pageSize: '1',
    });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect(first.body.data.playerList[0]?.userId).toBe(b.userId);
    const second = await get<AdminPlayerListResponse>(adminEndpoints.playerList.path, {
      pageSize: '1',
      page: '2',
    });
    expect(second.body.data.playerList[0]?.userId).toBe(a.userId);
    const frozen = await get<AdminPlayerListResponse>(adminEndpoints.playerList.path, {
      status: 'frozen',
    });
    expect(frozen.body.data.playerList.map((p) => p.userId)).toContain(b.userId);
    expect(frozen.body.data.playerList.every((p) => p.status === 'frozen')).toBe(true);
  });

  it('refuses bad input with a clear code', async () => {
    const res = await get(adminEndpoints.playerList.path, { status: 'deleted' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.MISSING_FIELD);
    expect(res.body.msg).toMatch(/^status: /);
    const page = await get(adminEndpoints.playerList.path, { pageSize: '1000' });
    expect(page.body.msg).toMatch(/^pageSize: /);
  });
});

describe('player detail, played games and claimed gifts', () => {
  it('shows the player with the games they played and the gifts they claimed', async () => {
    const player = await createPlayer(t);
    for (const appId of [1001, 1002, 1001]) {
      expect((await playGame(t, player, appId)).body.code).toBe(200);
    }
    const gift = await createGift(t, { appId: 1001, codes: 2, title: 'Admin view gift' });
    const claim = await t.call({
      method: 'POST',
      url: endpoints.giftClaim.path,
      payload: { giftKey: gift.giftKey, ...fieldsOf(player) },
    });
    expect(claim.body.code).toBe(200);

    const detail = await get<AdminPlayerDetail>(adminEndpoints.playerDetail.path, {
      userId: String(player.userId),
    });
    expect(detail.body.data).toMatchObject({
      userId: player.userId,
      status: 'active',
      playedGameCount: 2,
      claimedGiftCount: 1,
      openTicketCount: 0,
      liveSessionCount: 1,
      rechargeTotal: 0,
      identities: [],
    });

    const played = await get<AdminPlayedGameListResponse>(adminEndpoints.playerPlayed.path, {
      userId: String(player.userId),
    });
    expect(played.body.data).toMatchObject({ total: 2, hasMore: false });
    expect(played.body.data.playedList.map((g) => [g.appId, g.plays])).toEqual([
      [1001, 2],
      [1002, 1],
    ]);

    const gifts = await get<AdminClaimedGiftListResponse>(adminEndpoints.playerGifts.path, {
      userId: String(player.userId),
    });
    expect(gifts.body.data.giftList).toEqual([
      expect.objectContaining({
        giftId: gift.giftId,
        title: 'Admin view gift',
        appId: 1001,
        code: expect.stringMatching(/^T\d+-/),
      }),
    ]);
  });

  it('answers 4044 for a player who does not exist', async () => {
    for (const path of [
      adminEndpoints.playerDetail.path,
      adminEndpoints.playerPlayed.path,
      adminEndpoints.playerGifts.path,
    ]) {
      const res = await get(path, { userId: '999999' });
      expect(res.body).toEqual({
        code: Code.RECORD_NOT_FOUND,
        msg: 'This player does not exist.',
        data: null,
      });
    }
  });
});

describe('freeze, ban and unban', () => {
  it('a ban ends the sessions at once, tells every process, and keeps the player out', async () => {
    const email = uniqueEmail('banned');
    await createAccount(t, { email, password: 'secret-pass' });
    const session = (await login(t, email, 'secret-pass')).body.data as {
      userId: number;
      h5Token: string;
      sdkToken: string;
    };
    expect((await profile(t, session)).body.code).toBe(200);

    const res = await post<AdminPlayerActionResponse>(adminEndpoints.playerBan.path, {
      userId: session.userId,
      reason: 'Cheating in Neon Snake',
    });
    expect(res.body.data).toMatchObject({
      changed: true,
      player: { userId: session.userId, status: 'banned' },
    });
    // The ended session's next call says why (the site's banned dialog), not "log in again".
    expect((await profile(t, session)).body).toEqual({
      code: Code.BANNED,
      msg: 'Your account has been banned. Please write a support ticket.',
      data: null,
    });
    expect((await login(t, email, 'secret-pass')).body.code).toBe(Code.BANNED);
    await vi.waitFor(() => expect(revoked).toContainEqual({ userId: session.userId }));

    const entry = (await auditOf(AuditAction.PLAYER_BAN))[0];
    expect(entry).toMatchObject({
      adminId: admin.adminId,
      targetKind: 'player',
      targetId: String(session.userId),
      details: { status: 'banned', reason: 'Cheating in Neon Snake' },
    });

    const again = await post<AdminPlayerActionResponse>(adminEndpoints.playerBan.path, {
      userId: session.userId,
    });
    expect(again.body.data.changed).toBe(false);
    expect(await auditOf(AuditAction.PLAYER_BAN)).toHaveLength(1);

    const unban = await post<AdminPlayerActionResponse>(adminEndpoints.playerUnban.path, {
      userId: session.userId,
    });
    expect(unban.body.data.player.status).toBe('active');
    // The ban's ended sessions stay ended: once unbanned they answer as any ended one.
    expect((await profile(t, session)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await login(t, email, 'secret-pass')).body.code).toBe(200);
  });

  it('a freeze ends the sessions; the player may sign in again but not play', async () => {
    const player = await createPlayer(t);
    const res = await post<AdminPlayerActionResponse>(adminEndpoints.playerFreeze.path, {
      userId: String(player.userId),
    });
    expect(res.body.data.player.status).toBe('frozen');
    expect((await profile(t, player)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await auditOf(AuditAction.PLAYER_FREEZE))[0]?.targetId).toBe(String(player.userId));
  });

  it('refuses an unknown player or bad input, changing nothing', async () => {
    const missing = await post(adminEndpoints.playerBan.path, { userId: 999999 });
    expect(missing.body.code).toBe(Code.RECORD_NOT_FOUND);
    const bad = await post(adminEndpoints.playerFreeze.path, { userId: 'someone' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(Code.MISSING_FIELD);
    const long = await post(adminEndpoints.playerFreeze.path, {
      userId: 1,
      reason: 'x'.repeat(501),
    });
    expect(long.body.msg).toMatch(/^reason: /);
  });
});

describe('test devices', () => {
  const clientConfig = (clientId: string) =>
    t.call<ClientConfig>({ method: 'GET', url: endpoints.clientConfig.path, query: { clientId } });

  it('flags and unflags a client id, which the client config then reports', async () => {
    const clientId = 'device-under-test-01';
    expect((await clientConfig(clientId)).body.data.isTestDevice).toBe(false);

    const flag = await post<AdminTestDeviceResponse>(adminEndpoints.testDeviceFlag.path, {
      clientId,
    });
    expect(flag.body.data).toEqual({ clientId, flagged: true, changed: true });
    expect((await clientConfig(clientId)).body.data.isTestDevice).toBe(true);
    const again = await post<AdminTestDeviceResponse>(adminEndpoints.testDeviceFlag.path, {
      clientId,
    });
    expect(again.body.data.changed).toBe(false);

    const list = await get<AdminTestDeviceListResponse>(adminEndpoints.testDeviceList.path);
    expect(list.body.data.deviceList.map((d) => d.clientId)).toContain(clientId);

    const unflag = await post<AdminTestDeviceResponse>(adminEndpoints.testDeviceUnflag.path, {
      clientId,
    });
    expect(unflag.body.data).toEqual({ clientId, flagged: false, changed: true });
    expect((await clientConfig(clientId)).body.data.isTestDevice).toBe(false);

    const actions = (await get<AuditListResponse>(adminEndpoints.audit.path)).body.data.entries
      .filter((e) => e.targetKind === 'device')
      .map((e) => e.action);
    expect(actions).toEqual([AuditAction.TEST_DEVICE_UNFLAG, AuditAction.TEST_DEVICE_FLAG]);
  });

  it('refuses an empty or too long client id', async () => {
    expect((await post(adminEndpoints.testDeviceFlag.path, { clientId: ' ' })).body.code).toBe(
      Code.MISSING_FIELD,
    );
    expect(
      (await post(adminEndpoints.testDeviceFlag.path, { clientId: 'x'.repeat(65) })).body.code,
    ).toBe(Code.MISSING_FIELD);
  });
});
