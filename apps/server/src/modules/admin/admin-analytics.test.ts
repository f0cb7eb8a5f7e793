import {
  adminEndpoints,
  Code,
  VIEW_PAGE_EVENT,
  type AttributionReport,
  type PageViewsReport,
  type PlaysReport,
  type SignUpsReport,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, createAdmin } from '../../../test/admins.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  attributionEvents,
  identities,
  playEvents,
  trackingEvents,
  users,
} from '../../db/schema.js';

let t: TestApp;
let cookie: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminLogin(t, await createAdmin(t));
  const db = t.database.db;

  await db.insert(trackingEvents).values([
    { event: VIEW_PAGE_EVENT, clientId: 'a', createdAt: at('2026-03-01T10:00:00Z') },
    { event: VIEW_PAGE_EVENT, clientId: 'b', createdAt: at('2026-03-01T23:30:00Z') },
    { event: VIEW_PAGE_EVENT, clientId: 'a', createdAt: at('2026-03-01T23:45:00Z') },
    { event: VIEW_PAGE_EVENT, clientId: 'a', createdAt: at('2026-03-03T00:10:00Z') },
    { event: 'ghw_h5_qr_visit', clientId: 'a', createdAt: at('2026-03-01T11:00:00Z') },
    { event: VIEW_PAGE_EVENT, clientId: 'c', createdAt: at('2026-02-28T23:59:59Z') },
    { event: VIEW_PAGE_EVENT, clientId: 'c', createdAt: at('2026-03-04T00:00:00Z') },
  ]);

  const made = await db
    .insert(users)
    .values([
      { source: 0, email: 'march.1@example.com', createdAt: at('2026-03-01T08:00:00Z') },
      { source: 0, mobile: '15550000001', createdAt: at('2026-03-02T08:00:00Z') },
      { source: 2, createdAt: at('2026-03-02T09:00:00Z') },
      { source: 2, createdAt: at('2026-03-02T10:00:00Z') },
      { source: 1, createdAt: at('2026-03-03T10:00:00Z') },
      { source: 0, email: 'april@example.com', createdAt: at('2026-04-01T08:00:00Z') },
    ])
    .returning({ userId: users.userId });
  const id = (i: number) => made[i]?.userId ?? 0;
  await db.insert(identities).values([
    { provider: 'GUEST', subject: 'device-march-1', userId: id(2) },
    // A guest who bound an e-mail later still signed up as a guest.
    { provider: 'GUEST', subject: 'device-march-2', userId: id(3) },
    { provider: 'GOOGLE', subject: 'google-subject-1', userId: id(4) },
  ]);

  await db.insert(playEvents).values([
    { userId: id(0), appId: 1001, createdAt: at('2026-03-01T12:00:00Z') },
    { userId: id(0), appId: 1001, createdAt: at('2026-03-02T12:00:00Z') },
    { userId: id(1), appId: 1001, createdAt: at('2026-03-02T13:00:00Z') },
    { userId: id(1), appId: 1002, createdAt: at('2026-03-03T13:00:00Z') },
    { userId: id(1), appId: 1003, createdAt: at('2026-03-03T14:00:00Z') },
    { userId: id(2), appId: 1003, createdAt: at('2026-03-03T15:00:00Z') },
    { userId: id(1), appId: 1002, createdAt: at('2026-05-01T13:00:00Z') },
  ]);

  await db.insert(attributionEvents).values([
    { clientId: 'a', channelId: 'facebook', userId: id(0), createdAt: at('2026-03-01T09:00:00Z') },
    { clientId: 'a', channelId: 'facebook', userId: id(0), createdAt: at('2026-03-02T09:00:00Z') },
    { clientId: 'b', channelId: 'facebook', createdAt: at('2026-03-02T09:30:00Z') },
    { clientId: 'c', channelId: null, createdAt: at('2026-03-03T09:30:00Z') },
    { clientId: 'd', channelId: 'tiktok', createdAt: at('2026-06-03T09:30:00Z') },
  ]);
});

afterAll(() => t.close());

const report = <T>(path: string, query: Record<string, string>) =>
  t.call<T>({ method: 'GET', url: path, query, headers: { cookie } });

const MARCH = { from: '2026-03-01', to: '2026-03-03' };

describe('admin analytics', () => {
  it('counts page views per UTC day, every day listed', async () => {
    const res = await report<PageViewsReport>(adminEndpoints.analyticsPageViews.path, MARCH);
    expect(res.body.data).toEqual({
      ...MARCH,
      totalViews: 4,
      days: [
        { date: '2026-03-01', views: 3, visitors: 2 },
        { date: '2026-03-02', views: 0, visitors: 0 },
        { date: '2026-03-03', views: 1, visitors: 1 },
      ],
    });
  });

  it('counts sign-ups by method and by day', async () => {
    const res = await report<SignUpsReport>(adminEndpoints.analyticsSignUps.path, MARCH);
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.methods).toEqual([
      { method: 'EMAIL', count: 1 },
      { method: 'MOBILE', count: 1 },
      { method: 'GOOGLE', count: 1 },
      { method: 'FACEBOOK', count: 0 },
      { method: 'GUEST', count: 2 },
      { method: 'OTHER', count: 0 },
    ]);
    expect(res.body.data.days).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-02', count: 3 },
      { date: '2026-03-03', count: 1 },
    ]);
  });

  it('counts plays per game, most played first, paged', async () => {
    const res = await report<PlaysReport>(adminEndpoints.analyticsPlays.path, {
      ...MARCH,
      pageSize: '2',
    });
    expect(res.body.data).toMatchObject({ totalPlays: 6, total: 3, hasMore: true });
    expect(res.body.data.gameList).toEqual([
      { appId: 1001, appName: expect.any(String), plays: 3, players: 2 },
      { appId: 1003, appName: expect.any(String), plays: 2, players: 2 },
    ]);
    const second = await report<PlaysReport>(adminEndpoints.analyticsPlays.path, {
      ...MARCH,
      pageSize: '2',
      page: '2',
    });
    expect(second.body.data.gameList).toEqual([
      { appId: 1002, appName: expect.any(String), plays: 1, players: 1 },
    ]);
  });

  it('counts attribution reports per channel', async () => {
    const res = await report<AttributionReport>(adminEndpoints.analyticsAttribution.path, MARCH);
    expect(res.body.data).toMatchObject({ totalVisits: 4, total: 2, hasMore: false });
    expect(res.body.data.channelList).toEqual([
      { channelId: 'facebook', visits: 3, visitors: 2, players: 1 },
      { channelId: '', visits: 1, visitors: 1, players: 0 },
    ]);
  });

  it('refuses a bad period with a clear code', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: '2026-03-05', to: '2026-03-01' }, /^to: The period ends before it starts\./],
      [{ from: '2025-01-01', to: '2026-03-01' }, /^to: A report covers at most 366 days\./],
      [{ from: '2026-02-30', to: '2026-03-01' }, /^from: /],
      [{ from: '2026-03-01' }, /^to: /],
    ];
    for (const [query, msg] of cases) {
      for (const path of [
        adminEndpoints.analyticsPageViews.path,
        adminEndpoints.analyticsPlays.path,
      ]) {
        const res = await report(path, query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.code).toBe(Code.MISSING_FIELD);
        expect(res.body.msg, JSON.stringify(query)).toMatch(msg);
      }
    }
    const leap = await report(adminEndpoints.analyticsSignUps.path, {
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(leap.body.code).toBe(200);
  });
});
