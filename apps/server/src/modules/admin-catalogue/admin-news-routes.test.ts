import {
  adminCatalogueEndpoints as admin,
  CatalogueAuditAction,
  Code,
  endpoints,
  newsListResponseSchema,
  PushType,
  RedDotLocation,
  type AdminImageResponse,
  type AdminNews,
  type AdminNewsListResponse,
  type PushItem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/accounts.js';
import { signedInAdmin, type SignedInAdmin } from '../../../test/admin-catalogue.js';
import { createPlayer } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let ada: SignedInAdmin;
const pushes: PushItem[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '600000' } });
  ada = await signedInAdmin(t);
  t.app.bus.subscribe('push', (item) => pushes.push(item));
});
afterAll(() => t.close());

const COVER = '/dragon-dash/art/banner.svg';

async function createNews(input: Record<string, unknown> = {}): Promise<AdminNews> {
  const res = await ada.call<AdminNews>(admin.newsCreate, {
    title: 'Spring update',
    summary: 'What is new this spring.',
    coverUrl: COVER,
    contentHtml: '<p>Hello players.</p>',
    ...input,
  });
  expect(res.body.code).toBe(Code.SUCCESS);
  return res.body.data;
}

const publicNews = async (list = endpoints.newsList.path) =>
  newsListResponseSchema.parse(
    (await t.call({ method: 'GET', url: `${list}?pageSize=50` })).body.data,
  ).newsList;
const publicDetail = (newsId: number) =>
  t.call<{ newsTitle: string; newsContent: string } | null>({
    method: 'GET',
    url: `${endpoints.newsDetail.path}?newsId=${newsId}`,
  });

/** Waits for the pushes the bus delivers on the next turns of the event loop. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('writing news', () => {
  it('keeps only safe HTML: no script, no event handlers, no script links', async () => {
    const item = await createNews({
      contentHtml:
        '<p onclick="steal()">Hello <strong>players</strong></p><script>alert(1)</script>' +
        '<img src="https://cdn.example.com/a.png" onerror="alert(2)" alt="art">' +
        '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>',
    });
    expect(item.contentHtml).toBe(
      '<p>Hello <strong>players</strong></p>' +
        '<img src="https://cdn.example.com/a.png" alt="art" />' +
        '<a rel="noopener noreferrer" target="_blank">click</a>',
    );
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe']) {
      expect(item.contentHtml).not.toContain(bad);
    }
    const detail = await ada.call<AdminNews>(admin.newsDetail, { newsId: item.newsId });
    expect(detail.body.data.contentHtml).toBe(item.contentHtml);
  });

  it('starts as a draft that players do not see', async () => {
    const before = await publicNews();
    const item = await createNews({ title: 'Secret draft' });
    expect(item).toMatchObject({ state: 'draft', publishedAt: null, channel: 'portal' });
    expect((await publicNews()).map((n) => n.newsId)).toEqual(before.map((n) => n.newsId));
    expect((await publicDetail(item.newsId)).body.code).toBe(Code.RECORD_NOT_FOUND);
  });

  it('publishing shows it first in the public list and lights the News red dot', async () => {
    const player = await createPlayer(t);
    await publicNews();
    const item = await createNews({ title: 'Big news', contentHtml: '<p>It is out.</p>' });
    pushes.length = 0;

    const res = await ada.call<AdminNews>(admin.newsPublish, { newsId: item.newsId });
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(res.body.data.state).toBe('published');
    expect(res.body.data.publishedAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await publicNews())[0]).toMatchObject({ newsId: item.newsId, newsTitle: 'Big news' });
    expect((await publicDetail(item.newsId)).body.data?.newsContent).toBe('<p>It is out.</p>');

    await settled();
    expect(pushes).toEqual([
      expect.objectContaining({
        pushType: PushType.RED_DOT,
        redDotLocation: RedDotLocation.NEWS,
        title: 'Big news',
      }) as PushItem,
    ]);
    expect(pushes[0]?.userId).toBeUndefined();
    const dots = await t.app.pushes.redDotStates(player.userId);
    expect(dots.find((dot) => dot.redDotLocation === RedDotLocation.NEWS)).toMatchObject({
      pushId: pushes[0]?.pushId,
    });

    // Publishing again changes nothing and lights nothing.
    const again = await ada.call<AdminNews>(admin.newsPublish, { newsId: item.newsId });
    expect(again.body.data.publishedAt).toBe(res.body.data.publishedAt);
    await settled();
    expect(pushes).toHaveLength(1);
  });

  it('an event lights the Events dot; the community channel its own dots', async () => {
    pushes.length = 0;
    const event = await createNews({ category: 'event', title: 'Weekend race' });
    await ada.call(admin.newsPublish, { newsId: event.newsId });
    const community = await createNews({ channel: 'fbc', title: 'Community night' });
    await ada.call(admin.newsPublish, { newsId: community.newsId });
    await settled();
    expect(pushes.map((p) => [p.redDotLocation, p.title])).toEqual([
      [RedDotLocation.EVENT, 'Weekend race'],
      [RedDotLocation.FBC_NEWS, 'Community night'],
    ]);
    expect((await publicNews(endpoints.fbcNewsList.path))[0]?.newsId).toBe(community.newsId);
    expect((await publicNews()).map((n) => n.newsId)).not.toContain(community.newsId);
  });

  it('edits a published item in place; unpublishing takes it back to draft', async () => {
    const item = await createNews({ title: 'First title' });
    await ada.call(admin.newsPublish, { newsId: item.newsId });
    const edited = await ada.call<AdminNews>(admin.newsUpdate, {
      newsId: item.newsId,
      title: 'Second title',
      contentHtml: '<p>New <em>words</em></p><img src=x onerror=alert(1)>',
    });
    expect(edited.body.data).toMatchObject({
      title: 'Second title',
      summary: item.summary,
      state: 'published',
      contentHtml: '<p>New <em>words</em></p><img src="x" />',
    });
    expect((await publicDetail(item.newsId)).body.data?.newsTitle).toBe('Second title');

    const back = await ada.call<AdminNews>(admin.newsUnpublish, { newsId: item.newsId });
    expect(back.body.data).toMatchObject({ state: 'draft', publishedAt: null });
    expect((await publicNews()).map((n) => n.newsId)).not.toContain(item.newsId);
    expect((await publicDetail(item.newsId)).body.code).toBe(Code.RECORD_NOT_FOUND);
  });

  it('deletes an item', async () => {
    const item = await createNews();
    await ada.call(admin.newsPublish, { newsId: item.newsId });
    const res = await ada.call(admin.newsDelete, { newsId: item.newsId });
    expect(res.body.data).toEqual({ newsId: item.newsId });
    expect((await publicNews()).map((n) => n.newsId)).not.toContain(item.newsId);
    for (const endpoint of [admin.newsDelete, admin.newsDetail, admin.newsPublish]) {
      const gone = await ada.call(endpoint, { newsId: item.newsId });
      expect(gone.body.code, endpoint.path).toBe(Code.RECORD_NOT_FOUND);
    }
  });
});

describe('cover pictures', () => {
  it('takes an uploaded picture, kept as its path on the games origin', async () => {
    const upload = await ada.upload<AdminImageResponse>(admin.imageUpload, {}, PNG, {
      name: 'cover.png',
      type: 'image/png',
    });
    expect(upload.body.data.path).toMatch(/^\/artwork\/[A-Za-z0-9_-]{22}\.png$/);
    expect(upload.body.data.url).toBe(`${t.config.GAMES_ORIGIN}${upload.body.data.path}`);
    const item = await createNews({ coverUrl: upload.body.data.url });
    expect(item.coverUrl).toBe(upload.body.data.url);
    const byPath = await createNews({ coverUrl: upload.body.data.path });
    expect(byPath.coverUrl).toBe(upload.body.data.url);
    const elsewhere = await createNews({ coverUrl: 'https://cdn.example.com/cover.jpg' });
    expect(elsewhere.coverUrl).toBe('https://cdn.example.com/cover.jpg');
  });

  it.each([
    ['an http address elsewhere', 'http://cdn.example.com/cover.jpg'],
    ['a script address', 'javascript:alert(1)'],
    ['a parent path', '/../secret.png'],
    ['nothing', ''],
  ])('refuses %s with 4011 naming coverUrl', async (_case, coverUrl) => {
    const res = await ada.call(admin.newsCreate, {
      title: 'Cover check',
      coverUrl,
      contentHtml: '<p>x</p>',
    });
    expect(res.body.code).toBe(Code.MISSING_FIELD);
    expect(res.body.msg).toContain('coverUrl');
  });
});

describe('the publisher news list', () => {
  it('lists drafts and published items, filtered by state, category and channel', async () => {
    const draft = await createNews({ title: 'Listed draft', category: 'event' });
    const all = await ada.call<AdminNewsListResponse>(admin.newsList, { pageSize: 100 });
    expect(all.body.data.newsList[0]?.newsId).toBe(draft.newsId);
    const drafts = await ada.call<AdminNewsListResponse>(admin.newsList, {
      state: 'draft',
      category: 'event',
      pageSize: 100,
    });
    expect(drafts.body.data.newsList.every((n) => n.state === 'draft')).toBe(true);
    expect(drafts.body.data.newsList.map((n) => n.newsId)).toContain(draft.newsId);
    const community = await ada.call<AdminNewsListResponse>(admin.newsList, {
      channel: 'fbc',
      state: 'published',
      pageSize: 100,
    });
    expect(community.body.data.total).toBeGreaterThan(0);
    expect(
      community.body.data.newsList.every((n) => n.channel === 'fbc' && n.state === 'published'),
    ).toBe(true);
  });
});

describe('bad input', () => {
  it.each([
    ['no title', { coverUrl: COVER, contentHtml: '<p>x</p>' }, 'title'],
    [
      'an unknown category',
      { title: 'x', coverUrl: COVER, contentHtml: '', category: 'ad' },
      'category',
    ],
    [
      'an unknown channel',
      { title: 'x', coverUrl: COVER, contentHtml: '', channel: 'tv' },
      'channel',
    ],
    [
      'a body too long',
      { title: 'x', coverUrl: COVER, contentHtml: 'x'.repeat(100_001) },
      'contentHtml',
    ],
  ])('refuses %s with 4011, writing nothing', async (_case, input, field) => {
    const before = await ada.call<AdminNewsListResponse>(admin.newsList, {});
    const res = await ada.call(admin.newsCreate, input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.MISSING_FIELD);
    expect(res.body.msg).toContain(field);
    const after = await ada.call<AdminNewsListResponse>(admin.newsList, {});
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('answers 4010 for a game that does not exist and 4044 for an unknown item', async () => {
    const noGame = await ada.call(admin.newsCreate, {
      title: 'x',
      coverUrl: COVER,
      contentHtml: '',
      appId: 999_999,
    });
    expect(noGame.body.code).toBe(Code.INVALID_APP_ID);
    const noItem = await ada.call(admin.newsUpdate, { newsId: 999_999, title: 'Ghost' });
    expect(noItem.body.code).toBe(Code.RECORD_NOT_FOUND);
  });
});

describe('the audit log', () => {
  it('records each change with the admin who made it', async () => {
    const item = await createNews({ title: 'Audited' });
    await ada.call(admin.newsUpdate, { newsId: item.newsId, summary: 'Changed' });
    await ada.call(admin.newsPublish, { newsId: item.newsId });
    await ada.call(admin.newsUnpublish, { newsId: item.newsId });
    await ada.call(admin.newsDelete, { newsId: item.newsId });
    const { entries } = await t.app.auditLog.list({ page: 1, pageSize: 200 });
    const mine = entries.filter(
      (entry) => entry.targetKind === 'news' && entry.targetId === String(item.newsId),
    );
    expect(mine.map((entry) => entry.action).reverse()).toEqual([
      CatalogueAuditAction.NEWS_CREATE,
      CatalogueAuditAction.NEWS_UPDATE,
      CatalogueAuditAction.NEWS_PUBLISH,
      CatalogueAuditAction.NEWS_UNPUBLISH,
      CatalogueAuditAction.NEWS_DELETE,
    ]);
    expect(mine.every((entry) => entry.adminId === ada.admin.adminId)).toBe(true);
  });
});
