import {
  ADMIN_COOKIE,
  adminEndpoints,
  AuditAction,
  Code,
  endpoints,
  type Admin,
  type AuditListResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, md5, setCookies, uniqueIp } from '../../../test/accounts.js';
import { adminLogin, createAdmin, setAdminDisabled } from '../../../test/admins.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});

afterAll(() => t.close());

const login = (
  email: string,
  password: string,
  extra: Record<string, string> = {},
  ip = uniqueIp(),
) =>
  t.call<Admin | { graphCode?: string } | null>({
    method: 'POST',
    url: adminEndpoints.login.path,
    payload: { email, password: md5(password), ...extra },
    remoteAddress: ip,
  });

const me = (cookie: string) =>
  t.call<Admin | null>({ method: 'GET', url: adminEndpoints.me.path, headers: { cookie } });

const audit = (cookie: string, query: Record<string, string> = {}) =>
  t.call<AuditListResponse>({
    method: 'GET',
    url: adminEndpoints.audit.path,
    query,
    headers: { cookie },
  });

describe('POST /api/admin/login', () => {
  it('signs an admin in with an HttpOnly, SameSite=Strict cookie of the admin API only', async () => {
    const admin = await createAdmin(t, { name: 'Ada' });
    const res = await login(admin.email.toUpperCase(), admin.password);
    expect(res.body).toMatchObject({
      code: 200,
      data: { adminId: admin.adminId, email: admin.email, name: 'Ada' },
    });
    expect(JSON.stringify(res.body.data)).not.toContain('token');
    const cookie = setCookies(res.headers).get(ADMIN_COOKIE) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/admin;/);
    expect(cookie).toMatch(/Max-Age=43200/);
    // No player cookie is set: an admin session is not a player session.
    expect(setCookies(res.headers).has('h5Token')).toBe(false);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const admin = await createAdmin(t);
    const wrong = await login(admin.email, 'not-the-password');
    const unknown = await login('nobody@example.com', 'whatever1');
    expect(wrong.body).toEqual({
      code: Code.ACCOUNT_PASSWORD_ERROR,
      msg: 'Incorrect Account or password',
      data: null,
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(setCookies(wrong.headers).has(ADMIN_COOKIE)).toBe(false);
  });

  it('asks for a captcha after three failures, as player login does', async () => {
    const admin = await createAdmin(t);
    const ip = uniqueIp();
    await login(admin.email, 'wrong-1', {}, ip);
    await login(admin.email, 'wrong-2', {}, ip);
    const third = await login(admin.email, 'wrong-3', {}, ip);
    expect(third.body.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
    expect(third.body.data).toMatchObject({ graphCode: expect.stringMatching(/^data:image/) });
    // The right password from another address is still held until the captcha is solved.
    const right = await login(admin.email, admin.password, { clientId: 'admin-site-0001' });
    expect(right.body.code).toBe(Code.WRONG_CAPTCHA);
    expect(setCookies(right.headers).has(ADMIN_COOKIE)).toBe(false);
  });

  it('locks out from the 5th failure and records every failed sign-in, with why', async () => {
    const admin = await createAdmin(t);
    const ip = uniqueIp();
    const clientId = 'admin-site-lockout';
    const solved = async () => ({
      clientId,
      graphCode: (await t.app.counters.peek(`captcha:${clientId}`)) ?? '',
    });
    for (let i = 0; i < 3; i += 1) await login(admin.email, 'wrong-pass', { clientId }, ip);
    expect((await login(admin.email, 'wrong-pass', { clientId }, ip)).body.code).toBe(
      Code.WRONG_CAPTCHA,
    );
    expect((await login(admin.email, 'wrong-pass', await solved(), ip)).body.code).toBe(
      Code.ACCOUNT_PASSWORD_ERROR,
    );
    const fifth = await login(admin.email, 'wrong-pass', await solved(), ip);
    expect(fifth.body).toEqual({
      code: Code.LOGIN_LOCKED,
      msg: 'Too many failed sign-ins. Please try again in 1 minute.',
      data: { retryAfter: 60 },
    });
    expect(fifth.headers['retry-after']).toBe('60');
    const right = await login(admin.email, admin.password, await solved(), uniqueIp());
    expect(right.body.code).toBe(Code.LOGIN_LOCKED);
    expect(setCookies(right.headers).has(ADMIN_COOKIE)).toBe(false);

    const reader = await adminLogin(t, await createAdmin(t));
    const failures = await audit(reader, {
      action: AuditAction.ADMIN_LOGIN_FAILED,
      pageSize: '200',
    });
    const mine = (failures.body.data?.entries ?? [])
      .filter((entry) => entry.details.email === admin.email)
      .reverse();
    expect(mine.map((entry) => entry.details.reason)).toEqual([
      'wrong_password',
      'wrong_password',
      'wrong_password',
      'captcha',
      'wrong_password',
      'wrong_password',
      'locked',
    ]);
    expect(mine[0]).toMatchObject({
      actor: 'anonymous',
      adminId: null,
      adminEmail: null,
      targetKind: 'admin',
      targetId: String(admin.adminId),
      details: { email: admin.email, ip, reason: 'wrong_password' },
    });
    expect(mine.at(-1)?.targetId).toBeNull();
  });

  it('records a sign-in to an unknown address and to a disabled admin as failures', async () => {
    const disabled = await createAdmin(t, { disabled: true });
    await login('nobody.here@example.com', 'wrong-pass');
    await login(disabled.email, disabled.password);
    const reader = await adminLogin(t, await createAdmin(t));
    const entries =
      (await audit(reader, { action: AuditAction.ADMIN_LOGIN_FAILED, pageSize: '200' })).body.data
        ?.entries ?? [];
    expect(
      entries.find((e) => e.details.email === 'nobody.here@example.com')?.details,
    ).toMatchObject({ reason: 'unknown_email' });
    expect(entries.find((e) => e.details.email === disabled.email)?.details).toMatchObject({
      reason: 'disabled',
    });
  });

  it('keeps admins and players apart: a player cannot sign in here', async () => {
    await createAccount(t, { email: 'player.admin@example.com', password: 'player-pass' });
    const res = await login('player.admin@example.com', 'player-pass');
    expect(res.body.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
    // ...and an admin's address and password open no player session.
    const admin = await createAdmin(t);
    const player = await t.call({
      method: 'POST',
      url: endpoints.accountLogin.path,
      payload: { userName: admin.email, password: md5(admin.password), loginType: '0' },
      remoteAddress: uniqueIp(),
    });
    expect(player.body.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
  });

  it('refuses a disabled admin, after the right password only', async () => {
    const admin = await createAdmin(t, { disabled: true });
    expect((await login(admin.email, 'wrong-pass')).body.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
    const res = await login(admin.email, admin.password);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(Code.ADMIN_DISABLED);
    expect(setCookies(res.headers).has(ADMIN_COOKIE)).toBe(false);
  });

  it('refuses bad input with a clear code', async () => {
    const bad = await t.call({
      method: 'POST',
      url: adminEndpoints.login.path,
      payload: { email: 'not-an-address', password: 'plain text' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(Code.MISSING_FIELD);
    expect(bad.body.msg).toMatch(/^email: /);
  });
});

describe('GET /api/admin/me and POST /api/admin/logout', () => {
  it('tells who is signed in; logout ends the session and clears the cookie', async () => {
    const admin = await createAdmin(t, { name: 'Grace' });
    const cookie = await adminLogin(t, admin);
    expect((await me(cookie)).body).toMatchObject({
      code: 200,
      data: { adminId: admin.adminId, name: 'Grace' },
    });
    const out = await t.call({
      method: 'POST',
      url: adminEndpoints.logout.path,
      headers: { cookie },
    });
    expect(out.body).toEqual({ code: 200, msg: 'success', data: {} });
    expect(setCookies(out.headers).get(ADMIN_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(Code.ADMIN_LOGIN_REQUIRED);
  });

  it('stops a session as soon as its admin is disabled', async () => {
    const admin = await createAdmin(t);
    const cookie = await adminLogin(t, admin);
    await setAdminDisabled(t, admin.adminId, true);
    expect((await me(cookie)).body.code).toBe(Code.ADMIN_LOGIN_REQUIRED);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists sign-ins and sign-outs newest first, filtered by action and admin, paged', async () => {
    const ada = await createAdmin(t);
    const bob = await createAdmin(t);
    const adaCookie = await adminLogin(t, ada);
    const bobCookie = await adminLogin(t, bob);
    await t.call({
      method: 'POST',
      url: adminEndpoints.logout.path,
      headers: { cookie: await adminLogin(t, bob) },
    });

    const all = await audit(adaCookie);
    expect(all.body.code).toBe(200);
    const ids = all.body.data.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.data.entries[0]).toMatchObject({
      actor: 'admin',
      adminId: bob.adminId,
      adminEmail: bob.email,
      action: AuditAction.ADMIN_LOGOUT,
      targetKind: 'admin',
      targetId: String(bob.adminId),
    });

    const bobs = await audit(bobCookie, { adminId: String(bob.adminId) });
    expect(bobs.body.data.entries.map((e) => e.action)).toEqual([
      AuditAction.ADMIN_LOGOUT,
      AuditAction.ADMIN_LOGIN,
      AuditAction.ADMIN_LOGIN,
    ]);

    const logins = await audit(adaCookie, { action: AuditAction.ADMIN_LOGIN, pageSize: '2' });
    expect(logins.body.data).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(logins.body.data.entries.every((e) => e.action === AuditAction.ADMIN_LOGIN)).toBe(true);
    const page2 = await audit(adaCookie, {
      action: AuditAction.ADMIN_LOGIN,
      pageSize: '2',
      page: '2',
    });
    expect(page2.body.data.entries[0]?.id).toBeLessThan(logins.body.data.entries[1]?.id ?? 0);
  });

  it('refuses a bad filter with a clear code', async () => {
    const cookie = await adminLogin(t, await createAdmin(t));
    const res = await audit(cookie, { adminId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.MISSING_FIELD);
    expect(res.body.msg).toMatch(/^adminId: /);
  });
});
