import { ADMIN_API_PREFIX, ADMIN_COOKIE, adminEndpoints, Code } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, createAdmin, setAdminDisabled } from '../../../test/admins.js';
import { createPlayer, fieldsOf, type Player } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../db/executed-rows.js';

interface RouteInfo {
  method: HTTPMethods;
  url: string;
}

/**
 * Every route the app serves under /api/admin, read from the router itself: a route added later
 * by any module is checked without this file changing.
 */
function adminRoutes(app: FastifyInstance): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const tree = app.printRoutes({ commonPrefix: false });
  for (const line of tree.split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const url = match[1];
    if (!url.startsWith(`${ADMIN_API_PREFIX}/`)) continue;
    for (const method of match[2].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method: method, url });
    }
  }
  return routes;
}

/** Path parameters get a plausible value, so a route that forgot the guard would act on it. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');

/** Values a careless route would act on: real ids, a message, a status, a device. */
const plausibleInput = (player: Player) => ({
  userId: String(player.userId),
  appId: '1001',
  giftId: '1',
  ticketId: '1',
  clientId: 'device-guard-0001',
  type: 'system',
  title: 'Guard check',
  content: '<p>Should never be stored</p>',
  status: 'Closed',
  body: 'Should never be stored',
  email: 'guard.check@example.com',
});

/** A fingerprint of every table's rows: any insert, update or delete changes it. */
async function databaseFingerprint(t: TestApp): Promise<Map<string, string>> {
  const db = t.database.db;
  const tables = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const fingerprint = new Map<string, string>();
  for (const { table_name: name } of rowsOf<{ table_name?: string }>(tables)) {
    if (!name) continue;
    const digest = await db.execute(
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
          FROM ${sql.identifier(name)} t`,
    );
    fingerprint.set(name, rowsOf<{ digest?: string }>(digest)[0]?.digest ?? '');
  }
  return fingerprint;
}

let t: TestApp;
let player: Player;
let routes: RouteInfo[];

beforeAll(async () => {
  t = await createTestApp();
  player = await createPlayer(t);
  routes = adminRoutes(t.app);
});

afterAll(() => t.close());

function request(
  route: RouteInfo,
  extra: { fields?: Record<string, string>; cookies?: Record<string, string>; cookie?: string },
) {
  const input = { ...plausibleInput(player), ...extra.fields };
  return t.call({
    method: route.method,
    url: concrete(route.url),
    ...(route.method === 'GET' ? { query: input } : { payload: input }),
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
    ...(extra.cookie ? { headers: { cookie: extra.cookie } } : {}),
  });
}

describe('the admin guard', () => {
  it('finds the admin routes of the app', () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toContain(adminEndpoints.login.path);
    expect(urls).toContain(adminEndpoints.me.path);
    expect(urls).toContain(adminEndpoints.audit.path);
    expect(urls).toContain(adminEndpoints.playerBan.path);
    expect(urls).toContain(adminEndpoints.giftCodesImport.path);
  });

  it('refuses every route but login to callers who are not a signed-in admin, writing nothing', async () => {
    const guarded = routes.filter((r) => r.url !== adminEndpoints.login.path);
    const disabled = await createAdmin(t);
    const disabledCookie = await adminLogin(t, disabled);
    await setAdminDisabled(t, disabled.adminId, true);
    const before = await databaseFingerprint(t);
    expect(before.size).toBeGreaterThan(20);
    expect(guarded.length).toBeGreaterThan(2);

    for (const route of guarded) {
      const name = `${route.method} ${route.url}`;

      const anonymous = await request(route, {});
      expect(anonymous.status, name).toBe(401);
      expect(anonymous.body, name).toEqual({
        code: Code.ADMIN_LOGIN_REQUIRED,
        msg: 'Please sign in to the admin area.',
        data: null,
      });

      const playerCookies = await request(route, { cookies: fieldsOf(player) });
      expect(playerCookies.status, name).toBe(403);
      expect(playerCookies.body.code, name).toBe(Code.NOT_ADMIN);

      const playerFields = await request(route, { fields: fieldsOf(player) });
      expect(playerFields.status, name).toBe(403);
      expect(playerFields.body.code, name).toBe(Code.NOT_ADMIN);

      // A player's token put where the admin token goes opens nothing either.
      const forged = await request(route, {
        cookies: { [ADMIN_COOKIE]: player.h5Token, ...fieldsOf(player) },
      });
      expect(forged.status, name).toBe(401);
      expect(forged.body.code, name).toBe(Code.ADMIN_LOGIN_REQUIRED);

      const disabledAdmin = await request(route, { cookie: disabledCookie });
      expect(disabledAdmin.status, name).toBe(401);
      expect(disabledAdmin.body.code, name).toBe(Code.ADMIN_LOGIN_REQUIRED);
    }

    expect(await databaseFingerprint(t)).toEqual(before);
  });

  it('lets a signed-in admin through', async () => {
    const admin = await createAdmin(t);
    const cookie = await adminLogin(t, admin);
    const res = await t.call({ method: 'GET', url: adminEndpoints.me.path, headers: { cookie } });
    expect(res.body).toMatchObject({ code: 200, data: { adminId: admin.adminId } });
  });
});
