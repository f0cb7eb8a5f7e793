import {
  adminCatalogueEndpoints as admin,
  CatalogueAuditAction,
  Code,
  endpoints,
  slideshowResponseSchema,
  type AdminImageResponse,
  type AdminSlide,
  type AdminSlideListResponse,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/accounts.js';
import { signedInAdmin, type SignedInAdmin } from '../../../test/admin-catalogue.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildGamesApp } from '../../games-app.js';
import { seedSlides } from '../../db/seed-content.js';

let t: TestApp;
let gamesApp: FastifyInstance;
let ada: SignedInAdmin;

beforeAll(async () => {
  t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '600000' } });
  gamesApp = await buildGamesApp(t.config);
  ada = await signedInAdmin(t);
});
afterAll(async () => {
  await gamesApp.close();
  await t.close();
});

const publicSlides = async () =>
  slideshowResponseSchema.parse(
    (await t.call({ method: 'GET', url: endpoints.slideshow.path })).body.data,
  ).slideList;
const adminSlides = async () =>
  (await ada.call<AdminSlideListResponse>(admin.slideList)).body.data.slideList;

async function uploadPicture(): Promise<AdminImageResponse> {
  const res = await ada.upload<AdminImageResponse>(admin.imageUpload, {}, PNG, {
    name: 'slide.png',
    type: 'image/png',
  });
  expect(res.body.code).toBe(Code.SUCCESS);
  return res.body.data;
}

async function createSlide(input: Record<string, unknown>): Promise<AdminSlide> {
  const res = await ada.call<AdminSlide>(admin.slideCreate, input);
  expect(res.body.code).toBe(Code.SUCCESS);
  return res.body.data;
}

describe('banners', () => {
  it('lists every banner in home page order', async () => {
    const slides = await adminSlides();
    expect(slides.map((s) => s.title)).toEqual(seedSlides.map((s) => s.title));
    expect(slides.map((s) => s.position)).toEqual(seedSlides.map((_, i) => i + 1));
  });

  it('creates banners pointing at a game or an address, shown last at once', async () => {
    await publicSlides();
    const picture = await uploadPicture();
    const served = await gamesApp.inject({ method: 'GET', url: picture.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const toGame = await createSlide({
      title: 'Play Neon Snake',
      subtitle: 'Glow on.',
      imageUrl: picture.url,
      appId: 1003,
    });
    expect(toGame).toMatchObject({ appId: 1003, linkUrl: null, active: true });
    expect(toGame.imageUrl).toBe(picture.url);
    const toPage = await createSlide({
      title: 'Read the news',
      imageUrl: picture.path,
      linkUrl: '/news',
    });
    const toSite = await createSlide({
      title: 'Join us',
      imageUrl: 'https://cdn.example.com/banner.jpg',
      linkUrl: 'https://community.example.com/',
    });
    expect(toSite.position).toBe(toPage.position + 1);
    const shown = await publicSlides();
    expect(shown.slice(-3).map((s) => [s.title, s.appId, s.linkUrl])).toEqual([
      ['Play Neon Snake', 1003, null],
      ['Read the news', null, '/news'],
      ['Join us', null, 'https://community.example.com/'],
    ]);
  });

  it('edits a banner: its target switches, and a hidden one leaves the home page', async () => {
    const slide = await createSlide({
      title: 'Old title',
      imageUrl: '/block-drop/art/banner.svg',
      appId: 1001,
    });
    const moved = await ada.call<AdminSlide>(admin.slideUpdate, {
      slideId: slide.slideId,
      title: 'New title',
      linkUrl: 'https://events.example.com/spring',
    });
    expect(moved.body.data).toMatchObject({
      title: 'New title',
      appId: null,
      linkUrl: 'https://events.example.com/spring',
      imageUrl: `${t.config.GAMES_ORIGIN}/block-drop/art/banner.svg`,
    });
    expect((await publicSlides()).find((s) => s.slideId === slide.slideId)?.title).toBe(
      'New title',
    );
    const hidden = await ada.call<AdminSlide>(admin.slideUpdate, {
      slideId: slide.slideId,
      active: false,
    });
    expect(hidden.body.data.active).toBe(false);
    expect((await publicSlides()).map((s) => s.slideId)).not.toContain(slide.slideId);
    expect((await adminSlides()).map((s) => s.slideId)).toContain(slide.slideId);
  });

  it('reorders the banners as the home page then shows them', async () => {
    const order = (await adminSlides()).map((s) => s.slideId);
    const reversed = [...order].reverse();
    const res = await ada.call<AdminSlideListResponse>(admin.slideReorder, { slideIds: reversed });
    expect(res.body.data.slideList.map((s) => s.slideId)).toEqual(reversed);
    const shown = (await publicSlides()).map((s) => s.slideId);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));

    const missing = await ada.call(admin.slideReorder, { slideIds: reversed.slice(1) });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(Code.ORDER_MISMATCH);
    expect((await adminSlides()).map((s) => s.slideId)).toEqual(reversed);
  });

  it('deletes a banner', async () => {
    const slide = await createSlide({ title: 'Short lived', imageUrl: '/x.png', linkUrl: '/' });
    const res = await ada.call(admin.slideDelete, { slideId: slide.slideId });
    expect(res.body.data).toEqual({ slideId: slide.slideId });
    expect((await publicSlides()).map((s) => s.slideId)).not.toContain(slide.slideId);
    const again = await ada.call(admin.slideDelete, { slideId: slide.slideId });
    expect(again.body.code).toBe(Code.RECORD_NOT_FOUND);
    const edit = await ada.call(admin.slideUpdate, { slideId: slide.slideId, title: 'x' });
    expect(edit.body.code).toBe(Code.RECORD_NOT_FOUND);
  });

  it('records each change in the audit log', async () => {
    const slide = await createSlide({ title: 'Audited', imageUrl: '/x.png', linkUrl: '/' });
    await ada.call(admin.slideUpdate, { slideId: slide.slideId, subtitle: 'Now with more' });
    await ada.call(admin.slideDelete, { slideId: slide.slideId });
    const { entries } = await t.app.auditLog.list({ page: 1, pageSize: 200 });
    const mine = entries.filter(
      (entry) => entry.targetKind === 'slide' && entry.targetId === String(slide.slideId),
    );
    expect(mine.map((entry) => entry.action).reverse()).toEqual([
      CatalogueAuditAction.SLIDE_CREATE,
      CatalogueAuditAction.SLIDE_UPDATE,
      CatalogueAuditAction.SLIDE_DELETE,
    ]);
    expect(entries.some((entry) => entry.action === CatalogueAuditAction.SLIDE_REORDER)).toBe(true);
    expect(entries.some((entry) => entry.action === CatalogueAuditAction.IMAGE_UPLOAD)).toBe(true);
  });
});

describe('bad input', () => {
  const picture = '/neon-snake/art/banner.svg';

  it.each([
    ['no target', { title: 'x', imageUrl: picture }, Code.MISSING_FIELD, 'appId'],
    [
      'two targets',
      { title: 'x', imageUrl: picture, appId: 1001, linkUrl: '/news' },
      Code.MISSING_FIELD,
      'appId',
    ],
    ['an unknown game', { title: 'x', imageUrl: picture, appId: 999_999 }, Code.INVALID_APP_ID, ''],
    [
      'a script link',
      { title: 'x', imageUrl: picture, linkUrl: 'javascript:alert(1)' },
      Code.MISSING_FIELD,
      'linkUrl',
    ],
    [
      'an address on another protocol',
      { title: 'x', imageUrl: picture, linkUrl: '//evil.example.com/' },
      Code.MISSING_FIELD,
      'linkUrl',
    ],
    ['no picture', { title: 'x', appId: 1001 }, Code.MISSING_FIELD, 'imageUrl'],
    ['no title', { imageUrl: picture, appId: 1001 }, Code.MISSING_FIELD, 'title'],
  ])('refuses %s, writing nothing', async (_case, input, code, field) => {
    const before = await adminSlides();
    const res = await ada.call(admin.slideCreate, input);
    expect(res.body.code).toBe(code);
    expect(res.body.msg).toContain(field);
    expect(await adminSlides()).toEqual(before);
  });

  it('refuses what is not a picture', async () => {
    const res = await ada.upload(admin.imageUpload, {}, Buffer.from('<svg onload="x()"/>'), {
      name: 'x.png',
      type: 'image/png',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.IMAGE_NOT_ACCEPTED);
  });
});
