import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  adminCatalogueEndpoints,
  adminEndpoints,
  attachmentsText,
  Code,
  endpoints,
  type AdminGame,
  type Session,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, PNG, signUpByEmail, tokensOf, uniqueEmail } from '../../../test/accounts.js';
import { signedInAdmin, uploadGameZip } from '../../../test/admin-catalogue.js';
import { databaseUrl, migrationsDir, testDatabaseKind } from '../../../test/database-kind.js';
import { createGift } from '../../../test/gifts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bucketKeys, startTestS3, TEST_BUCKET } from '../../../test/test-s3.js';
import { writeTicket } from '../../../test/tickets.js';
import { uploadPicture } from '../../../test/uploads.js';
import { gameFiles, makeZip } from '../../../test/zips.js';
import { testConfig, type Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/database.js';
import { buildGamesApp } from '../../games-app.js';
import { seedDemoGifts } from '../../db/seed-gifts.js';
import { seedSupportContent } from '../../db/seed-support.js';
import { seedDemoCatalogue } from '../../db/seed.js';
import { users } from '../../db/schema.js';
import { FOLDERS, MANIFEST } from './portal-export-format.js';
import { portalStorages } from './portal-files.js';
import { exportPortal } from './portal-export.js';
import { importPortal } from './portal-import.js';
import { rowsOf } from '../../db/executed-rows.js';
import { portalTables } from './portal-tables.js';

/**
 * The source is always an embedded database on disk, as a portal moving to PostgreSQL has; the
 * target is a new PostgreSQL database in the PostgreSQL run, an in-memory PGlite otherwise.
 */
const kind = testDatabaseKind();

interface Target {
  database: Database;
  config: Config;
  close(): Promise<void>;
}

let scratch: string;
const folder = (name: string) => mkdtemp(path.join(scratch, `${name}-`));

/** A new database the migrations alone have filled, and folders of its own. */
async function openTarget(folders?: Config): Promise<Target> {
  const config = folders ?? testConfig({ DATA_DIR: await folder('target') });
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', migrationsDir });
    return { database, config, close: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `portal_import_${randomBytes(6).toString('hex')}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await server.unsafe(`CREATE DATABASE ${name}`);
  const database = await openDatabase({
    url: databaseUrl(serverUrl, name),
    dataDir: '',
    migrationsDir,
  });
  return {
    database,
    config,
    close: async () => {
      await database.close();
      await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}

/** Every table's rows as PostgreSQL writes them in JSON, in UTC, sorted. */
async function tableRows(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const all: Record<string, string[]> = {};
    for (const table of portalTables()) {
      const result = await tx.execute(
        sql`SELECT row_to_json(t)::text AS line FROM ${sql.identifier(table.name)} t`,
      );
      all[table.name] = rowsOf<{ line: string }>(result)
        .map((row) => row.line)
        .sort();
    }
    return all;
  });
}

/** Every stored file's bytes, by folder and path, from the folders or the bucket. */
async function storedFiles(config: Config): Promise<Map<string, Buffer>> {
  const storages = portalStorages(config);
  const files = new Map<string, Buffer>();
  for (const name of FOLDERS) {
    for (const key of await storages[name].list()) {
      const stored = await storages[name].get(key);
      if (stored) files.set(`${name}/${key}`, await buffer(stored.body));
    }
  }
  return files;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

let sourceDir: string;
let source: Database;
let t: TestApp;
let exported: string;

/** Fills the portal through its API: players of both kinds, a ticket, a gift, a message. */
async function fillPortal() {
  const guest: Session = await guestLogin(t);
  const signedUp = await signUpByEmail(t, uniqueEmail('moving'), 'quiet-fox-1');

  const picture = await uploadPicture(t, guest);
  await writeTicket(t, guest, { attachments: attachmentsText([picture]) });

  const gift = await createGift(t, { appId: 1003, codes: 3 });
  const claim = await t.call({
    method: 'POST',
    url: endpoints.giftClaim.path,
    payload: { giftKey: gift.giftKey, from: 'test', ...tokensOf(signedUp) },
  });
  expect(claim.body.code).toBe(Code.SUCCESS);

  const publisher = await signedInAdmin(t);
  const sent = await publisher.call(adminEndpoints.messageSend, {
    audience: 'user',
    userId: guest.userId,
    type: 'system',
    title: 'Welcome',
    content: '<p>Glad you are here.</p>',
  });
  expect(sent.body.code).toBe(Code.SUCCESS);
  const game = await publisher.call<AdminGame>(adminCatalogueEndpoints.gameCreate, {
    name: 'Moving Day',
  });
  const art = await publisher.upload(
    adminCatalogueEndpoints.gameArtwork,
    { appId: game.body.data.appId, kind: 'icon' },
    PNG,
    { name: 'art.png', type: 'image/png' },
  );
  expect(art.body.code).toBe(Code.SUCCESS);
  const hosted = await uploadGameZip(publisher, game.body.data.appId, makeZip(gameFiles()));
  expect(hosted.body.code).toBe(Code.SUCCESS);

  // Beyond what a JavaScript number holds exactly: the file must carry the digits.
  await t.database.db.execute(
    sql`UPDATE games SET play_count = 9007199254740993 WHERE app_id = ${game.body.data.appId}`,
  );
  // Microseconds, which a JavaScript Date would drop.
  await t.database.db.execute(
    sql`UPDATE users SET privacy_agreed_at = '2026-01-02 03:04:05.123456+00'
        WHERE user_id = ${guest.userId}`,
  );
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-export-test-'));
  sourceDir = await folder('source');
  source = await openDatabase({ dataDir: sourceDir, migrationsDir });
  await seedDemoCatalogue(source.db);
  await seedSupportContent(source.db);
  await seedDemoGifts(source.db);
  t = await createTestApp({ database: source, config: { DATA_DIR: sourceDir } });
  await fillPortal();
  // The server stops; the database stays open here, as the command line would hold it.
  await t.app.close();
  exported = path.join(scratch, 'portal.tar.gz');
  // Pages of a few rows: every table with more is read across pages of its key.
  await exportPortal(source, t.config, exported, 7);
}, 120_000);

afterAll(async () => {
  await t.close();
  await source.close();
  await rm(scratch, { recursive: true, force: true });
});

describe(`moving an embedded portal (PGlite to ${kind})`, () => {
  it('carries every row of every table and every stored file exactly', async () => {
    const target = await openTarget();
    try {
      const manifest = await importPortal(target.database, target.config, exported, 5);
      const rowsBefore = await tableRows(source);
      expect(rowsBefore.users?.length).toBeGreaterThanOrEqual(2);
      for (const name of ['identities', 'uploads', 'ticket_attachments', 'messages', 'pushes']) {
        expect(rowsBefore[name]?.length, name).toBeGreaterThan(0);
      }
      expect(rowsBefore.gift_codes?.some((row) => row.includes('"claimed_by":'))).toBe(true);
      expect(rowsBefore.games?.some((row) => row.includes('9007199254740993'))).toBe(true);
      expect(rowsBefore.users?.some((row) => row.includes('03:04:05.123456+00:00'))).toBe(true);
      expect(await tableRows(target.database)).toEqual(rowsBefore);

      const files = await storedFiles(t.config);
      expect([...files.keys()].some((name) => name.startsWith('uploads/'))).toBe(true);
      expect([...files.keys()].some((name) => name.startsWith('artwork/'))).toBe(true);
      expect([...files.keys()].some((name) => name.endsWith('/js/game.js'))).toBe(true);
      expect(await storedFiles(target.config)).toEqual(files);
      expect(manifest.files).toHaveLength(files.size);

      // New rows get ids past the imported ones.
      const [added] = await target.database.db
        .insert(users)
        .values({ source: 2 })
        .returning({ userId: users.userId });
      const ids = (rowsBefore.users ?? []).map(
        (row) => (JSON.parse(row) as { user_id: number }).user_id,
      );
      const highest = Math.max(...ids);
      expect(added?.userId).toBe(highest + 1);
    } finally {
      await target.close();
    }
  });

  it('imports into the folders the export came from, and exports again alike', async () => {
    const rows = await tableRows(source);
    const files = await storedFiles(t.config);
    const target = await openTarget(t.config);
    const copy = await openDatabase({ dataDir: 'memory://', migrationsDir });
    const copyFolders = testConfig({ DATA_DIR: await folder('copy') });
    try {
      await importPortal(target.database, t.config, exported);
      expect(await storedFiles(t.config)).toEqual(files);
      // From the target's kind (PostgreSQL in its run) into an embedded database.
      const again = path.join(scratch, 'again.tar.gz');
      await exportPortal(target.database, t.config, again);
      await importPortal(copy, copyFolders, again);
      expect(await tableRows(copy)).toEqual(rows);
      expect(await storedFiles(copyFolders)).toEqual(files);
    } finally {
      await copy.close();
      await target.close();
    }
  }, 90_000);

  it('refuses a database that holds rows, and writes nothing', async () => {
    const target = await openTarget();
    try {
      await importPortal(target.database, target.config, exported);
      const rows = await tableRows(target.database);
      const otherFolders = testConfig({ DATA_DIR: await folder('again') });
      await expect(importPortal(target.database, otherFolders, exported)).rejects.toThrow(
        /target database is not empty \(.*users.*\)/,
      );
      expect(await tableRows(target.database)).toEqual(rows);
      expect(await storedFiles(otherFolders)).toEqual(new Map());
    } finally {
      await target.close();
    }
  });

  /** The export unpacked, changed by `change`, and packed again. */
  async function repacked(change: (dir: string) => Promise<void>): Promise<string> {
    const dir = await folder('repack');
    await extract({ file: exported, cwd: dir });
    await change(dir);
    const file = path.join(scratch, `repacked-${randomBytes(4).toString('hex')}.tar.gz`);
    await create({ gzip: true, file, cwd: dir }, ['.']);
    return file;
  }

  const editManifest =
    (edit: (manifest: Record<string, unknown>) => void) => async (dir: string) => {
      const file = path.join(dir, MANIFEST);
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      edit(manifest);
      await writeFile(file, JSON.stringify(manifest));
    };

  it('refuses a damaged file or one of another version, and writes nothing', async () => {
    const garbage = path.join(scratch, 'garbage.tar.gz');
    await writeFile(garbage, randomBytes(4096));
    const truncated = path.join(scratch, 'truncated.tar.gz');
    const whole = await readFile(exported);
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const tampered = await repacked(async (dir) => {
      const users = path.join(dir, 'tables', 'users.jsonl');
      await writeFile(users, (await readFile(users, 'utf8')).replace('"Guest"', '"Ghost"'));
    });
    const older = await repacked(
      editManifest((manifest) => {
        (manifest.schema as { migrations: number }).migrations -= 1;
      }),
    );
    const newerFormat = await repacked(
      editManifest((manifest) => {
        manifest.formatVersion = 99;
      }),
    );

    const target = await openTarget();
    try {
      const empty = await tableRows(target.database);
      const cases: [string, RegExp][] = [
        [garbage, /is not a valid export/],
        [truncated, /is not a valid export/],
        [tampered, /users\.jsonl is damaged/],
        [older, /written by another version of the portal/],
        [newerFormat, /format version 99/],
        [path.join(scratch, 'missing.tar.gz'), /Cannot read/],
      ];
      for (const [file, reason] of cases) {
        await expect(importPortal(target.database, target.config, file), file).rejects.toThrow(
          reason,
        );
      }
      expect(await tableRows(target.database)).toEqual(empty);
      expect(await storedFiles(target.config)).toEqual(new Map());
    } finally {
      await target.close();
    }
  });

  it('refuses to export while another process holds the data folder', async () => {
    const exec = promisify(execFile);
    const entry = fileURLToPath(new URL('../../admin-cli.ts', import.meta.url));
    const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
    const file = path.join(scratch, 'while-running.tar.gz');
    // This test's process holds the source database open, as a running server would.
    const run = exec(process.execPath, ['--import', 'tsx/esm', entry, 'export', file], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: sourceDir, DATABASE_URL: '' },
      timeout: 60_000,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/in use by process \d+.*Stop the server first/s) as unknown,
    });
    expect(await exists(file)).toBe(false);
  });

  it('never overwrites a file', async () => {
    await expect(exportPortal(source, t.config, exported)).rejects.toThrow(/already exists/);
  });
});

describe.runIf(kind === 'postgres')('moving an embedded portal on folders to a bucket', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  it('imports into PostgreSQL and the bucket, serves from there, and exports back alike', async () => {
    const dataDir = await folder('bucket');
    const bucketConfig = testConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: TEST_BUCKET,
      S3_PREFIX: 'moved/',
      AWS_ENDPOINT_URL_S3: s3.endpoint,
    });
    const rows = await tableRows(source);
    const files = await storedFiles(t.config);
    const target = await openTarget(bucketConfig);
    const copy = await openDatabase({ dataDir: 'memory://', migrationsDir });
    const copyFolders = testConfig({ DATA_DIR: await folder('from-bucket') });
    const gamesApp = await buildGamesApp(bucketConfig);
    try {
      const damaged = path.join(scratch, 'damaged.tar.gz');
      await writeFile(damaged, (await readFile(exported)).subarray(0, 4096));
      await expect(importPortal(target.database, bucketConfig, damaged)).rejects.toThrow(
        /is not a valid export/,
      );
      expect(await bucketKeys(s3.endpoint)).toEqual([]);

      await importPortal(target.database, bucketConfig, exported);
      expect(await tableRows(target.database)).toEqual(rows);
      expect(await storedFiles(bucketConfig)).toEqual(files);
      expect((await bucketKeys(s3.endpoint)).every((key) => key.startsWith('moved/'))).toBe(true);
      expect(await readdir(dataDir)).toEqual([]);

      // Served from the bucket with the types the folders gave.
      const index = [...files.keys()].find((name) => name.endsWith('/index.html')) ?? '';
      const page = await gamesApp.inject({
        method: 'GET',
        url: `/hosted/${index.slice('hosted-games/'.length, -'index.html'.length)}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const upload = [...files.keys()].find((name) => name.startsWith('uploads/')) ?? '';
      const stored = await portalStorages(bucketConfig).uploads.get(
        upload.slice('uploads/'.length),
      );
      stored?.body.destroy();
      expect(stored?.contentType).toBe('image/png');

      const again = path.join(scratch, 'from-bucket.tar.gz');
      await exportPortal(target.database, bucketConfig, again);
      await importPortal(copy, copyFolders, again);
      expect(await tableRows(copy)).toEqual(rows);
      expect(await storedFiles(copyFolders)).toEqual(files);
    } finally {
      await gamesApp.close();
      await copy.close();
      await target.close();
    }
  }, 120_000);
});
