import { existsSync } from 'node:fs';
import { adminCatalogueEndpoints as admin, Code, type AdminGame } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/accounts.js';
import { createGame as createGameBy, uploadGameZip } from '../../../test/admin-catalogue.js';
import { startBucketPortal, type BucketPortal } from '../../../test/bucket-portal.js';
import { bucketKeys as keysIn } from '../../../test/test-s3.js';
import { gameFiles, makeZip } from '../../../test/zips.js';

let portal: BucketPortal;
beforeAll(async () => {
  portal = await startBucketPortal({ S3_PREFIX: 'site/' });
});
afterAll(() => portal.close());

const bucketKeys = () => keysIn(portal.s3.endpoint);
const createGame = (name: string) => createGameBy(portal.ada, name);
const uploadZip = (appId: number, zip: Buffer) => uploadGameZip(portal.ada, appId, zip);
const get = (url: string) => portal.gamesApp.inject({ method: 'GET', url });
const pathOf = (appUrl: string) => new URL(appUrl).pathname;

describe('hosting a game with S3_BUCKET set', () => {
  it('writes the files under a version of their own and the games origin serves them', async () => {
    const game = await createGame('Bucket Badger');
    const zip = makeZip([
      ...gameFiles('badger/', 'Badger v1'),
      { name: 'badger/levels/Level 1 (é).json', data: '{"level":1}' },
    ]);
    const res = await uploadZip(game.appId, zip);
    expect(res.body.code).toBe(Code.SUCCESS);
    const page = pathOf(res.body.data.appUrl);
    const version = page.split('/')[3] ?? '';
    expect(page).toBe(`/hosted/${game.appId}/${version}/`);
    expect(version).toMatch(/^v[A-Za-z0-9_-]{12}$/);

    const folder = `site/hosted-games/${game.appId}/${version}`;
    expect((await bucketKeys()).filter((key) => key.startsWith(`${folder}/`))).toEqual(
      ['art/icon.png', 'index.html', 'js/game.js', 'levels/Level 1 (é).json'].map(
        (name) => `${folder}/${name}`,
      ),
    );
    expect(existsSync(portal.t.config.HOSTED_GAMES_DIR)).toBe(false);

    const index = await get(page);
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Badger v1</title>');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['content-security-policy']).toBe(
      `frame-ancestors 'self' ${new URL(portal.t.config.PUBLIC_URL).origin}`,
    );
    expect(index.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get(`${page}index.html`)).body).toBe(index.body);
    // The start page is checked again on every visit: a copy still current costs no body.
    const { etag } = index.headers;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(index.headers['last-modified']).toBeDefined();
    for (const headers of [
      { 'if-none-match': String(etag) },
      { 'if-none-match': `"other", W/${String(etag)}` },
      { 'if-modified-since': String(index.headers['last-modified']) },
    ]) {
      const again = await portal.gamesApp.inject({ method: 'GET', url: page, headers });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await portal.gamesApp.inject({
      method: 'GET',
      url: page,
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(index.body);

    const script = await get(`${page}js/game.js`);
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("play");');
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get(`${page}art/icon.png`);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const levelUrl = `${page}levels/${encodeURIComponent('Level 1 (é).json')}`;
    const level = await get(levelUrl);
    expect(level.body).toBe('{"level":1}');
    expect(level.headers['accept-ranges']).toBe('bytes');

    // Parts of a file, as audio and video ask for them when they seek.
    const ranged = (range: string, extra: Record<string, string> = {}) =>
      portal.gamesApp.inject({ method: 'GET', url: levelUrl, headers: { range, ...extra } });
    const part = await ranged('bytes=2-6');
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('level');
    expect(part.headers['content-range']).toBe('bytes 2-6/11');
    expect(part.headers['content-length']).toBe('5');
    expect(part.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await ranged('bytes=-2')).body).toBe('1}');
    const outside = await ranged('bytes=50-');
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */11');
    // Several ranges, or a range that holds only for another version, get the whole file.
    for (const whole of [
      await ranged('bytes=0-1,4-5'),
      await ranged('bytes=0-1', { 'if-range': '"x"' }),
    ]) {
      expect(whole.statusCode).toBe(200);
      expect(whole.body).toBe('{"level":1}');
    }

    const bare = await get(`${page.slice(0, -1)}?from=list`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`${page}?from=list`);
  });

  it('answers 404 for a missing file and for any path outside a version', async () => {
    const game = await createGame('Bucket Beaver');
    const page = pathOf((await uploadZip(game.appId, makeZip(gameFiles()))).body.data.appUrl);
    for (const url of [
      `${page}missing.js`,
      `${page}js/`,
      `${page}../../../site/uploads/x`,
      `${page}..%2F..%2Findex.html`,
      `${page}.hidden.js`,
      `${page}js%5C..%5Cgame.js`,
      '/hosted/',
      `/hosted/${game.appId}/`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('switches the game to a new version; the one players were on stays, older ones go', async () => {
    const game = await createGame('Bucket Bison');
    const versionsInBucket = async () =>
      new Set(
        (await bucketKeys())
          .filter((key) => key.startsWith(`site/hosted-games/${game.appId}/`))
          .map((key) => key.split('/')[3]),
      );
    const upload = async (marker: string) =>
      pathOf((await uploadZip(game.appId, makeZip(gameFiles('', marker)))).body.data.appUrl);

    const first = await upload('Bison v1');
    const second = await upload('Bison v2');
    expect(second).not.toBe(first);
    expect((await get(second)).body).toContain('Bison v2');
    expect((await get(first)).body).toContain('Bison v1');

    const third = await upload('Bison v3');
    expect((await get(third)).body).toContain('Bison v3');
    expect((await get(second)).statusCode).toBe(200);
    expect((await get(first)).statusCode).toBe(404);
    expect(await versionsInBucket()).toEqual(new Set([second.split('/')[3], third.split('/')[3]]));
  });

  it.each([
    ['a ../ path', () => makeZip([...gameFiles(), { name: '../escape.js', data: '1' }])],
    ['no index.html', () => makeZip([{ name: 'main.html', data: '<p>' }])],
    ['a file that is no zip', () => PNG],
    [
      'a file whose bytes are not the size its header claims',
      () =>
        makeZip([
          ...gameFiles(),
          { name: 'big.js', data: 'x'.repeat(100), deflate: true, claimedSize: 10 },
        ]),
    ],
  ])('refuses %s, writing nothing to the bucket', async (_case, zip) => {
    const game = await createGame('Bucket Boar');
    const hosted = (await uploadZip(game.appId, makeZip(gameFiles('', 'Boar v1')))).body.data;
    const before = await bucketKeys();
    const res = await uploadZip(game.appId, zip());
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(await bucketKeys()).toEqual(before);
    const detail = await portal.ada.call<AdminGame>(admin.gameDetail, { appId: game.appId });
    expect(detail.body.data.appUrl).toBe(hosted.appUrl);
    expect((await get(pathOf(hosted.appUrl))).body).toContain('Boar v1');
  });
});

describe('with S3_PUBLIC_URL set too', () => {
  let onCdn: BucketPortal;
  beforeAll(async () => {
    onCdn = await startBucketPortal({
      S3_PREFIX: 'site/',
      S3_PUBLIC_URL: 'https://files.example.com/',
    });
  });
  afterAll(() => onCdn.close());

  it("hands out the bucket's public addresses of artwork and hosted games", async () => {
    const game = await createGameBy(onCdn.ada, 'Public Puffin');
    const hosted = await uploadGameZip(onCdn.ada, game.appId, makeZip(gameFiles()));
    const art = await onCdn.ada.upload<AdminGame>(
      admin.gameArtwork,
      { appId: game.appId, kind: 'icon' },
      PNG,
      { name: 'art.png', type: 'image/png' },
    );
    const base = 'https://files.example.com/site/';
    expect(hosted.body.data.appUrl).toMatch(
      new RegExp(`^${base}hosted-games/${game.appId}/v[A-Za-z0-9_-]{12}/index\\.html$`),
    );
    expect(art.body.data.iconUrl).toMatch(new RegExp(`^${base}artwork/[A-Za-z0-9_-]+\\.png$`));
    const keys = await keysIn(onCdn.s3.endpoint);
    for (const url of [hosted.body.data.appUrl, art.body.data.iconUrl]) {
      expect(keys).toContain(`site/${url.slice(base.length)}`);
    }
  });
});
