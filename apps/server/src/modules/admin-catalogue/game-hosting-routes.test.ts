import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  adminCatalogueEndpoints as admin,
  Code,
  endpoints,
  gameListResponseSchema,
  HOSTED_ZIP_MAX_BYTES,
  HOSTED_ZIP_MAX_ENTRIES,
  type AdminGame,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/accounts.js';
import {
  createGame as createGameBy,
  signedInAdmin,
  uploadGameZip,
  type SignedInAdmin,
} from '../../../test/admin-catalogue.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartFile } from '../../../test/uploads.js';
import { filesUnder, gameFiles, makeZip } from '../../../test/zips.js';
import { games } from '../../db/schema.js';
import { buildGamesApp } from '../../games-app.js';

let t: TestApp;
let gamesApp: FastifyInstance;
let ada: SignedInAdmin;

beforeAll(async () => {
  t = await createTestApp();
  gamesApp = await buildGamesApp(t.config);
  ada = await signedInAdmin(t);
});
afterAll(async () => {
  await gamesApp.close();
  await t.close();
});

const createGame = (name: string) => createGameBy(ada, name);
const uploadZip = (appId: number, zip: Buffer) => uploadGameZip(ada, appId, zip);

/** A GET on the games origin, by the path of an address the portal answered. */
const fromGamesOrigin = (url: string) =>
  gamesApp.inject({ method: 'GET', url: new URL(url).pathname });

const appUrlOf = async (appId: number) =>
  (await t.database.db.select().from(games).where(eq(games.appId, appId)))[0]?.appUrl;

describe('hosting a game from a zip', () => {
  it('serves an accepted zip from the games origin with the built-in games headers', async () => {
    const game = await createGame('Zipped Zebra');
    const res = await uploadZip(game.appId, makeZip(gameFiles('zebra/', 'Zebra v1')));
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(res.body.data.hosting).toBe('hosted');
    const appUrl = res.body.data.appUrl;
    expect(appUrl).toMatch(
      new RegExp(`^${t.config.GAMES_ORIGIN}/hosted/${game.appId}/v[A-Za-z0-9_-]{12}/$`),
    );

    const page = await fromGamesOrigin(appUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Zebra v1</title>');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(
      `frame-ancestors 'self' ${new URL(t.config.PUBLIC_URL).origin}`,
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(page.headers['cache-control']).toContain('must-revalidate');
    const script = await fromGamesOrigin(`${appUrl}js/game.js`);
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("play");');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toContain('immutable');

    // On show, players get the same address.
    await ada.upload(admin.gameArtwork, { appId: game.appId, kind: 'icon' }, PNG);
    await ada.upload(admin.gameArtwork, { appId: game.appId, kind: 'banner' }, PNG);
    await ada.call(admin.gameStatus, { appId: game.appId, status: 'online' });
    const list = gameListResponseSchema.parse(
      (await t.call({ method: 'GET', url: `${endpoints.gameList.path}?pageSize=60` })).body.data,
    );
    expect(list.appList.find((g) => g.appId === game.appId)?.appUrl).toBe(appUrl);
  });

  it('replaces a zip with a new folder; the version players were on stays, older ones go', async () => {
    const game = await createGame('Versioned Vole');
    const first = (await uploadZip(game.appId, makeZip(gameFiles('', 'Vole v1')))).body.data;
    const second = (await uploadZip(game.appId, makeZip(gameFiles('', 'Vole v2')))).body.data;
    expect(second.appUrl).not.toBe(first.appUrl);
    expect((await fromGamesOrigin(second.appUrl)).body).toContain('Vole v2');
    expect((await fromGamesOrigin(first.appUrl)).body).toContain('Vole v1');

    const third = (await uploadZip(game.appId, makeZip(gameFiles('', 'Vole v3')))).body.data;
    expect((await fromGamesOrigin(third.appUrl)).body).toContain('Vole v3');
    expect((await fromGamesOrigin(second.appUrl)).statusCode).toBe(200);
    expect((await fromGamesOrigin(first.appUrl)).statusCode).toBe(404);
    const folders = await filesUnder(path.join(t.config.HOSTED_GAMES_DIR, String(game.appId)));
    expect(new Set(folders.map((file) => file.split(path.sep)[0])).size).toBe(2);
  });

  describe('refuses a bad zip with a clear code, writing nothing', () => {
    let game: AdminGame;
    beforeAll(async () => {
      game = await createGame('Careful Camel');
      await uploadZip(game.appId, makeZip(gameFiles('', 'Camel v1')));
    });

    const manyFiles = () =>
      makeZip([
        ...gameFiles(),
        ...Array.from({ length: HOSTED_ZIP_MAX_ENTRIES }, (_, i) => ({
          name: `data/${i}.json`,
          data: '1',
        })),
      ]);

    it.each([
      [
        'a ../ path',
        () => makeZip([...gameFiles(), { name: '../escape.js', data: '1' }]),
        Code.ZIP_UNSAFE_PATH,
      ],
      [
        'an absolute path',
        () => makeZip([...gameFiles(), { name: '/tmp/abs.js', data: '1' }]),
        Code.ZIP_UNSAFE_PATH,
      ],
      [
        'a backslash path',
        () => makeZip([...gameFiles(), { name: '..\\escape.js', data: '1' }]),
        Code.ZIP_UNSAFE_PATH,
      ],
      [
        'a link',
        () => makeZip([...gameFiles(), { name: 'up.js', data: '/etc/passwd', mode: 0o120777 }]),
        Code.ZIP_UNSAFE_PATH,
      ],
      ['no index.html', () => makeZip([{ name: 'main.html', data: '<p>' }]), Code.ZIP_NO_INDEX],
      [
        'a program inside',
        () => makeZip([...gameFiles(), { name: 'run.sh', data: 'rm' }]),
        Code.ZIP_FILE_TYPE,
      ],
      ['a file that is no zip', () => PNG, Code.ZIP_INVALID],
      ['too many files', manyFiles, Code.ZIP_TOO_MANY_FILES],
      [
        'files adding up to more than 200 MB',
        () =>
          makeZip([
            ...gameFiles(),
            { name: 'big.bin', data: 'x', deflate: true, claimedSize: 201 * 1024 * 1024 },
          ]),
        Code.ZIP_UNPACKED_TOO_LARGE,
      ],
      ['a zip over 50 MB', () => Buffer.alloc(HOSTED_ZIP_MAX_BYTES + 1), Code.ZIP_TOO_LARGE],
    ])('%s', async (_case, zip, code) => {
      const before = await filesUnder(t.config.HOSTED_GAMES_DIR);
      const appUrl = await appUrlOf(game.appId);
      const res = await uploadZip(game.appId, zip());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.data).toBeNull();
      expect(await filesUnder(t.config.HOSTED_GAMES_DIR)).toEqual(before);
      expect(await appUrlOf(game.appId)).toBe(appUrl);
      expect((await fromGamesOrigin(`${t.config.GAMES_ORIGIN}/hosted/escape.js`)).statusCode).toBe(
        404,
      );
    });
  });

  it('wants a file part in a multipart form, and a game that exists', async () => {
    const game = await createGame('Formless Fox');
    const noForm = await t.call({
      method: 'POST',
      url: `${admin.gamePackage.path}?appId=${game.appId}`,
      payload: { file: 'game.zip' },
      headers: { cookie: ada.cookie },
    });
    expect(noForm.body.code).toBe(Code.BAD_REQUEST);
    const form = multipartFile(makeZip(gameFiles()), 'game.zip', 'application/zip', 'file');
    const wrongPart = await t.call({
      method: 'POST',
      url: `${admin.gamePackage.path}?appId=${game.appId}`,
      payload: Buffer.from(
        form.payload.toString('latin1').replace('name="file"', 'name="archive"'),
        'latin1',
      ),
      headers: { ...form.headers, cookie: ada.cookie },
    });
    expect(wrongPart.body.code).toBe(Code.MISSING_FIELD);
    expect(wrongPart.body.msg).toBe('file: This field is required.');
    const noGame = await uploadZip(999_999, makeZip(gameFiles()));
    expect(noGame.body.code).toBe(Code.INVALID_APP_ID);
    const badId = await uploadZip(0, makeZip(gameFiles()));
    expect(badId.body.code).toBe(Code.INVALID_APP_ID);
    expect(await appUrlOf(game.appId)).toBe('');
  });

  it('never serves the staging folder', async () => {
    const staging = path.join(t.config.HOSTED_GAMES_DIR, '.staging');
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'upload.zip'), 'secret');
    const res = await gamesApp.inject({ method: 'GET', url: '/hosted/.staging/upload.zip' });
    expect(res.statusCode).toBe(404);
  });
});

describe('hosting a game at an address of its own', () => {
  it('points the game at an https address, replacing its zip', async () => {
    const game = await createGame('Remote Raven');
    const hosted = (await uploadZip(game.appId, makeZip(gameFiles()))).body.data;
    const res = await ada.call<AdminGame>(admin.gameUrl, {
      appId: game.appId,
      appUrl: ' https://raven.example.com/play/index.html?lang=en ',
    });
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(res.body.data).toMatchObject({
      hosting: 'external',
      appUrl: 'https://raven.example.com/play/index.html?lang=en',
    });
    // The zip players may still have open stays until the next change.
    expect((await fromGamesOrigin(hosted.appUrl)).statusCode).toBe(200);
    await ada.call(admin.gameUrl, { appId: game.appId, appUrl: 'https://raven.example.com/v2/' });
    expect((await fromGamesOrigin(hosted.appUrl)).statusCode).toBe(404);
  });
});
