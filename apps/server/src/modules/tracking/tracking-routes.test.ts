import {
  Code,
  endpoints,
  PageId,
  VIEW_PAGE_EVENT,
  type AnalyticsResponse,
} from '@portal/contracts';
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, fieldsOf, osignFor } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { attributionEvents, trackingEvents } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const rows = async (table: typeof trackingEvents | typeof attributionEvents) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

const track = (payload: Record<string, string>) =>
  t.call<AnalyticsResponse | null>({
    method: 'POST',
    url: endpoints.tracking.path,
    payload,
  });

const attribute = (query: Record<string, string>) =>
  t.call<AnalyticsResponse | null>({
    method: 'GET',
    url: endpoints.attribution.path,
    query,
  });

describe('POST /api/analytics/source/tracking', () => {
  it('stores a signed view-page event with its player, channel, page and context', async () => {
    const player = await createPlayer(t);
    const fields = {
      event: VIEW_PAGE_EVENT,
      clientId: 'device-1',
      appId: '1001',
      h5ChannelId: 'ch-9',
      lp: 'spring',
      subchannel: 'sub',
      registTerminal: 'pc',
      registOS: 'Linux',
      fingerId: 'f-1',
      platform: 'GUEST',
      os: 'Linux',
      browser: 'Chromium',
      context: JSON.stringify({ page: PageId.SIGN_IN, timezone: 'Europe/Paris', os: 'Linux' }),
      ...fieldsOf(player),
    };
    const osign = osignFor(t, endpoints.tracking, { ...fields, userId: player.userId });
    const res = await track({ ...fields, osign });
    expect(res.body.code).toBe(200);
    const eventId = res.body.data?.eventId ?? 0;
    const [row] = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.eventId, eventId));
    expect(row).toMatchObject({
      event: VIEW_PAGE_EVENT,
      // fingerId is the spec's visitor id, kept before the envelope's clientId.
      clientId: 'f-1',
      userId: player.userId,
      appId: 1001,
      pageId: PageId.SIGN_IN,
      h5ChannelId: 'ch-9',
      lp: 'spring',
      subChannel: 'sub',
      registOs: 'Linux',
      context: { timezone: 'Europe/Paris', os: 'Linux' },
      device: { os: 'Linux', browser: 'Chromium' },
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('stores a visitor event without a player', async () => {
    const fields = { event: 'login_box_open', clientId: 'device-2' };
    const res = await track({ ...fields, osign: osignFor(t, endpoints.tracking, fields) });
    expect(res.body.code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.eventId, res.body.data?.eventId ?? 0));
    expect(row?.userId).toBeNull();
  });

  it('refuses an unsigned or wrongly signed event with 4016 and stores nothing', async () => {
    const before = await rows(trackingEvents);
    const fields = { event: 'x', clientId: 'device-3' };
    expect((await track(fields)).body.code).toBe(Code.INVALID_SIGN);
    const signed = osignFor(t, endpoints.tracking, fields);
    expect((await track({ ...fields, event: 'y', osign: signed })).body.code).toBe(
      Code.INVALID_SIGN,
    );
    expect(await rows(trackingEvents)).toBe(before);
  });

  it('answers bad fields with a clear code, never 500, and stores nothing', async () => {
    const before = await rows(trackingEvents);
    const sign = (f: Record<string, string>) => ({
      ...f,
      osign: osignFor(t, endpoints.tracking, f),
    });
    const bad: Record<string, string>[] = [
      { event: 'e' },
      { event: 'e', fingerId: '_unknown' },
      { event: '<script>', clientId: 'c' },
      { event: 'e', clientId: 'c', context: '{broken' },
      { event: 'e', clientId: 'c', context: JSON.stringify({ page: 'home' }) },
      { event: 'e', clientId: 'x'.repeat(129) },
      { event: 'e', clientId: 'c', appId: 'abc' },
    ];
    for (const fields of bad) {
      const res = await track(sign(fields));
      expect(res.status).toBeLessThan(500);
      expect([Code.MISSING_FIELD, Code.INVALID_APP_ID]).toContain(res.body.code);
      expect(res.body.msg).not.toBe('');
    }
    const json = await t.call({
      method: 'POST',
      url: endpoints.tracking.path,
      payload: '{"event":',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBeLessThan(500);
    expect(await rows(trackingEvents)).toBe(before);
  });
  it('takes the spec fields without a clientId: fingerId, platform, form or JSON', async () => {
    const fields = { event: 'login_box_open', fingerId: 'finger-9', platform: 'html5' };
    const form = await track({ ...fields, osign: osignFor(t, endpoints.tracking, fields) });
    expect(form.body.code).toBe(200);
    const json = await t.call<AnalyticsResponse | null>({
      method: 'POST',
      url: endpoints.tracking.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...fields, osign: osignFor(t, endpoints.tracking, fields) }),
    });
    expect(json.body.code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.eventId, json.body.data?.eventId ?? 0));
    expect(row).toMatchObject({ clientId: 'finger-9', fingerId: 'finger-9', platform: 'html5' });
  });

  it("takes the publisher client's page view: JSON, nested context, numbers, `_unknown`", async () => {
    const view = {
      event: VIEW_PAGE_EVENT,
      appId: '_unknown',
      h5ChannelId: '_organic',
      lp: '_unknown',
      subchannel: '_unknown',
      userId: -1,
      fingerId: 'finger-10',
      sdkVersion: '_unknown',
      sdkType: '_unknown',
      sdkTime: 1700000000000,
      platform: '_unknown',
      context: {
        targetPageId: PageId.SIGN_UP,
        targetPageName: '_unknown',
        tz: 'Asia/Manila',
        os: 'Android',
        osVersion: '13',
        browser: 'Chrome',
        browserVersion: '120',
      },
      locale: 'en_US',
    };
    // The values in the recipe's order, `_unknown` ones left out, the secret last.
    const text =
      `${VIEW_PAGE_EVENT}_organic-1finger-101700000000000${PageId.SIGN_UP}` +
      `Asia/ManilaAndroid13Chrome120${t.config.OSIGN_SECRET}`;
    const osign = createHash('md5').update(text).digest('hex');
    const res = await t.call<AnalyticsResponse | null>({
      method: 'POST',
      url: endpoints.tracking.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...view, osign }),
    });
    expect(res.body.code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.eventId, res.body.data?.eventId ?? 0));
    expect(row).toMatchObject({
      clientId: 'finger-10',
      userId: null,
      appId: null,
      pageId: PageId.SIGN_UP,
      h5ChannelId: '_organic',
      context: { timezone: 'Asia/Manila', os: 'Android', osVersion: '13', browser: 'Chrome' },
    });
    const tampered = { ...view, context: { ...view.context, targetPageId: PageId.HOME } };
    const refused = await t.call({
      method: 'POST',
      url: endpoints.tracking.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...tampered, osign }),
    });
    expect(refused.body.code).toBe(Code.INVALID_SIGN);
  });
});

describe('GET /api/analytics/source/attribution', () => {
  it('stores the channel parameters of a signed report', async () => {
    const player = await createPlayer(t);
    const query = {
      clientId: 'device-4',
      channelId: 'share',
      lp: 'landing',
      subChannelId: 's1',
      subChannelId2: 's2',
      subChannelId3: 's3',
      tz: 'UTC',
      ...fieldsOf(player),
    };
    const osign = osignFor(t, endpoints.attribution, { ...query, userId: player.userId });
    const res = await attribute({ ...query, osign });
    expect(res.body.code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(attributionEvents)
      .where(eq(attributionEvents.eventId, res.body.data?.eventId ?? 0));
    expect(row).toMatchObject({
      clientId: 'device-4',
      userId: player.userId,
      channelId: 'share',
      lp: 'landing',
      subChannelId: 's1',
      subChannelId2: 's2',
      subChannelId3: 's3',
      timezone: 'UTC',
    });
  });

  it("takes the publisher client's report: h5ChannelId as the channel, fingerId or clientId", async () => {
    const query = {
      lp: 'landing',
      h5ChannelId: 'share-7',
      subChannelId: '_unknown',
      appId: '_unknown',
      userId: '-1',
      clientId: 'device-5',
      tz: 'UTC',
      os: 'iOS',
      osVersion: '17',
      sdkTime: '1700000000000',
      platform: '_unknown',
      browser: 'Safari',
      browserVersion: '17',
      v: '1700000000001',
      locale: 'en_US',
    };
    const text = `landingshare-7-1device-5UTCiOS171700000000000Safari17${t.config.OSIGN_SECRET}`;
    const res = await attribute({ ...query, osign: createHash('md5').update(text).digest('hex') });
    expect(res.body.code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(attributionEvents)
      .where(eq(attributionEvents.eventId, res.body.data?.eventId ?? 0));
    expect(row).toMatchObject({ clientId: 'device-5', channelId: 'share-7', timezone: 'UTC' });
  });

  it('refuses unsigned reports and bad input without storing anything', async () => {
    const before = await rows(attributionEvents);
    expect((await attribute({ clientId: 'c', channelId: 'x' })).body.code).toBe(Code.INVALID_SIGN);
    const bad = { channelId: 'x'.repeat(100) };
    const res = await attribute({ ...bad, osign: osignFor(t, endpoints.attribution, bad) });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(Code.MISSING_FIELD);
    const foreign = await t.call({
      method: 'GET',
      url: endpoints.attribution.path,
      query: { clientId: 'c' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.body.code).toBe(Code.FORBIDDEN);
    expect(await rows(attributionEvents)).toBe(before);
  });
});
