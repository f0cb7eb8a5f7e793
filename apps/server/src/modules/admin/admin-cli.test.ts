import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  adminEndpoints,
  AuditAction,
  Code,
  endpoints,
  RedDotLocation,
  type AdminGame,
  type AuditListResponse,
  type MessageListResponse,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PNG, profile } from '../../../test/accounts.js';
import { adminLogin, createAdmin } from '../../../test/admins.js';
import { createGift } from '../../../test/gifts.js';
import { createPlayer, fieldsOf } from '../../../test/players.js';
import { testRedisUrl } from '../../../test/test-redis.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startTestS3, TEST_BUCKET } from '../../../test/test-s3.js';
import { testConfig } from '../../config.js';
import { giftCodes, users } from '../../db/schema.js';
import type { SessionRevoked } from '../../plugins/bus.js';
import { uploadStorage } from '../accounts/upload-service.js';
import { executeAdminCommand, parseAdminCommand, type CliResult } from './admin-cli-commands.js';
import { createAdminCliServices } from './admin-cli-services.js';
import { MANIFEST, manifestSchema, type Manifest } from './portal-export-format.js';

let t: TestApp;
let files: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  files = await mkdtemp(path.join(tmpdir(), 'portal-cli-'));
  cookie = await adminLogin(t, await createAdmin(t));
});

afterAll(async () => {
  await t.close();
  await rm(files, { recursive: true, force: true });
});

/** Runs a command line as the entry does, on the test database; the services end with it. */
async function run(argv: string[], config: Record<string, string> = {}): Promise<CliResult> {
  const command = parseAdminCommand(argv);
  if ('exitCode' in command) return command;
  const services = createAdminCliServices(t.database, testConfig({ DATA_DIR: files, ...config }));
  try {
    await services.ready();
    return await executeAdminCommand(services, command);
  } finally {
    await services.close();
  }
}

/** The manifest of an export file, read from a copy unpacked beside it. */
async function unpackedManifest(exported: string): Promise<Manifest> {
  const dir = await mkdtemp(path.join(files, 'unpacked-'));
  await extract({ file: exported, cwd: dir }, [MANIFEST]);
  return manifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
}

const file = async (name: string, content: string) => {
  const target = path.join(files, name);
  await writeFile(target, content);
  return target;
};

const cliEntries = async (action: string) =>
  (
    await t.call<AuditListResponse>({
      method: 'GET',
      url: adminEndpoints.audit.path,
      query: { action },
      headers: { cookie },
    })
  ).body.data.entries;

describe('usage', () => {
  it.each([
    [[], /^Usage: npm run admin/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['create-admin', '--email', 'x@example.com'], /create-admin: --password is required/],
    [['create-admin', '--email', 'nope', '--password', 'secret-pass'], /--email: Please enter/],
    [['send-message', '--all', '--user', '3', '--type', 'system'], /--user or --all, not both/],
    [
      ['send-message', '--type', 'system', '--title', 't', '--content', 'c'],
      /--user <userId> or --all/,
    ],
    [['send-message', '--all', '--type', 'promo', '--title', 't', '--content', 'c'], /--type: /],
    [['freeze', '--user', 'abc'], /freeze: --user: /],
    [['ban', '--user', '3', '--force'], /Unknown option '--force'/],
    [['import-codes', '--gift', '3'], /expects one file/],
    [['import-codes', '--gift', 'x', 'codes.csv'], /--gift: /],
    [['import-games'], /expects one file/],
  ])('%j is bad usage (exit 2)', async (argv, message) => {
    const result = await run(argv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('prints the usage text for help', async () => {
    const result = await run(['help']);
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    for (const command of ['create-admin', 'import-games', 'import-codes', 'send-message', 'ban']) {
      expect(result.stdout).toContain(command);
    }
  });
});

describe('create-admin', () => {
  it('creates an admin who can sign in, logged as done by the command line', async () => {
    const result = await run([
      'create-admin',
      '--email',
      'Cli.Admin@Example.com',
      '--password',
      'cli-pass-long-1',
      '--name',
      'Cli Admin',
    ]);
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    expect(result.stdout).toMatch(/Created admin \d+ <cli.admin@example.com>/);
    await adminLogin(t, { email: 'cli.admin@example.com', password: 'cli-pass-long-1' });
    expect((await cliEntries(AuditAction.ADMIN_CREATE))[0]).toMatchObject({
      actor: 'cli',
      adminId: null,
      details: { email: 'cli.admin@example.com', name: 'Cli Admin' },
    });

    const again = await run([
      'create-admin',
      '--email',
      'cli.admin@example.com',
      '--password',
      'x-pass-long-2',
    ]);
    expect(again).toMatchObject({ exitCode: 1, stdout: '' });
    expect(again.stderr).toBe('An admin with this e-mail address already exists.\n');
  });
});

describe('create-admin with a weak password', () => {
  it.each([
    ['short-pass1', /at least 12 characters/],
    ['123456', /at least 12 characters/],
    ['password1234', /too common/],
    ['Password1234', /too common/],
    ['qwertyuiop123', /too common/],
  ])('refuses %s with exit code 1 and creates nobody', async (password, reason) => {
    const email = `weak.${password.toLowerCase()}@example.com`;
    const result = await run(['create-admin', '--email', email, '--password', password]);
    expect(result).toMatchObject({ exitCode: 1, stdout: '' });
    expect(result.stderr).toMatch(reason);
    expect((await run(['list-admins'])).stdout).not.toContain(email);
  });
});

describe('list-admins, disable-admin and enable-admin', () => {
  const me = (adminCookie: string) =>
    t.call({ method: 'GET', url: adminEndpoints.me.path, headers: { cookie: adminCookie } });

  it('disables an admin, signing them out at once; enabling lets them sign in anew', async () => {
    const admin = await createAdmin(t, { name: 'Leaving Soon' });
    const session = await adminLogin(t, admin);
    expect((await me(session)).body.code).toBe(200);

    const disabled = await run(['disable-admin', '--email', admin.email.toUpperCase()]);
    expect(disabled).toMatchObject({ exitCode: 0, stderr: '' });
    expect(disabled.stdout).toBe(
      `Admin ${admin.adminId} <${admin.email}> is disabled and signed out everywhere.\n`,
    );
    expect((await me(session)).body.code).toBe(Code.ADMIN_LOGIN_REQUIRED);
    await expect(adminLogin(t, admin)).rejects.toThrow(String(Code.ADMIN_DISABLED));
    expect((await run(['list-admins'])).stdout).toContain(
      `${admin.adminId}\t${admin.email}\tLeaving Soon\tdisabled\n`,
    );
    expect((await run(['disable-admin', '--email', admin.email])).stdout).toMatch(
      /is disabled already; nothing changed/,
    );

    const enabled = await run(['enable-admin', '--email', admin.email]);
    expect(enabled.stdout).toBe(
      `Admin ${admin.adminId} <${admin.email}> is enabled; they can sign in again.\n`,
    );
    // The session from before stays ended: only a new sign-in opens the console.
    expect((await me(session)).body.code).toBe(Code.ADMIN_LOGIN_REQUIRED);
    expect((await me(await adminLogin(t, admin))).body.code).toBe(200);
    expect((await run(['list-admins'])).stdout).toMatch(/^id\temail\tname\tstatus\n/);

    const entries = [
      ...(await cliEntries(AuditAction.ADMIN_DISABLE)),
      ...(await cliEntries(AuditAction.ADMIN_ENABLE)),
    ].filter((entry) => entry.targetId === String(admin.adminId));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actor: 'cli', details: { email: admin.email } });
  });

  it('refuses an unknown address and a missing one', async () => {
    const unknown = await run(['disable-admin', '--email', 'nobody@example.com']);
    expect(unknown).toMatchObject({ exitCode: 1, stdout: '' });
    expect(unknown.stderr).toBe('No admin has the address nobody@example.com.\n');
    const missing = await run(['enable-admin']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/enable-admin: --email is required/);
    expect((await run(['list-admins', 'extra'])).exitCode).toBe(2);
  });
});

describe('freeze, ban and unban', () => {
  it('bans a player, ending their sessions; says so when nothing changes', async () => {
    const player = await createPlayer(t);
    const result = await run(['ban', '--user', String(player.userId), '--reason', 'chargeback']);
    expect(result).toMatchObject({
      exitCode: 0,
      stdout: `Player ${player.userId} (Guest) is banned.\n`,
    });
    // The ban ended the session: its next call is told why (4080), not asked to sign in again.
    expect((await profile(t, player)).body.code).toBe(Code.BANNED);
    expect((await cliEntries(AuditAction.PLAYER_BAN))[0]).toMatchObject({
      actor: 'cli',
      targetId: String(player.userId),
      details: { reason: 'chargeback' },
    });
    expect((await run(['ban', '--user', String(player.userId)])).stdout).toMatch(/already/);
    expect((await run(['unban', '--user', String(player.userId)])).stdout).toMatch(/is active\./);
    const missing = await run(['freeze', '--user', '999999']);
    expect(missing).toMatchObject({ exitCode: 1, stderr: 'This player does not exist.\n' });
  });

  it.skipIf(!testRedisUrl())(
    'tells the running servers over Redis to close the sockets',
    async () => {
      const server = await createTestApp({ counters: 'redis', database: t.database });
      try {
        const heard: SessionRevoked[] = [];
        server.app.bus.subscribe('session.revoked', (event) => heard.push(event));
        await server.app.bus.ready();
        const player = await createPlayer(t);
        const result = await run(['freeze', '--user', String(player.userId)], {
          REDIS_URL: server.config.REDIS_URL ?? '',
          REDIS_PREFIX: server.config.REDIS_PREFIX,
        });
        expect(result.exitCode).toBe(0);
        await vi.waitFor(() => expect(heard).toContainEqual({ userId: player.userId }));
      } finally {
        await server.close();
      }
    },
  );
});

describe('send-message', () => {
  it('broadcasts to every player and stores the red-dot push before it ends', async () => {
    const player = await createPlayer(t);
    const result = await run([
      'send-message',
      '--all',
      '--type',
      'event',
      '--title',
      'Double rewards weekend',
      '--content',
      '<p>All games, all weekend.</p>',
    ]);
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    const inbox = await t.call<MessageListResponse>({
      method: 'GET',
      url: endpoints.messageList.path,
      query: fieldsOf(player),
    });
    expect(inbox.body.data.notifList[0]).toMatchObject({ notifTitle: 'Double rewards weekend' });
    const states = await t.app.pushes.redDotStates(player.userId);
    expect(states.find((s) => s.redDotLocation === RedDotLocation.PERSONAL_MESSAGE)?.unRead).toBe(
      true,
    );
    expect((await cliEntries(AuditAction.MESSAGE_BROADCAST))[0]?.actor).toBe('cli');
  });

  it('refuses a player who does not exist', async () => {
    const result = await run([
      'send-message',
      '--user',
      '999999',
      '--type',
      'system',
      '--title',
      'Hi',
      '--content',
      'Hello',
    ]);
    expect(result).toMatchObject({ exitCode: 1, stderr: 'This player does not exist.\n' });
  });
});

describe('import-codes', () => {
  it('imports the good lines of a CSV and reports the bad ones (exit 1)', async () => {
    const gift = await createGift(t, { appId: 1001, codes: 1 });
    const csv = await file('codes.csv', `code\nCLI-1\n\nCLI-2\nCLI-1\n${gift.codes[0] ?? ''}\n`);
    const result = await run(['import-codes', '--gift', String(gift.giftId), csv]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe(
      `Imported 2 codes into gift ${gift.giftId}; 3 of 3 left to claim.\n`,
    );
    expect(result.stderr).toContain('3 lines were not imported:');
    expect(result.stderr).toContain('line 3: empty');
    expect(result.stderr).toContain('line 5: duplicate_in_file');
    expect(result.stderr).toContain('line 6: already_exists');
    const stored = await t.database.db
      .select({ code: giftCodes.code })
      .from(giftCodes)
      .where(eq(giftCodes.giftId, gift.giftId));
    expect(stored.map((row) => row.code).sort()).toEqual([gift.codes[0], 'CLI-1', 'CLI-2'].sort());

    const clean = await file('clean.csv', 'CLI-3\r\nCLI-4\r\n');
    expect(await run(['import-codes', '--gift', String(gift.giftId), clean])).toMatchObject({
      exitCode: 0,
      stderr: '',
    });
  });

  it('refuses an unknown gift or a missing file', async () => {
    const csv = await file('one.csv', 'X-1\n');
    expect(await run(['import-codes', '--gift', '999999', csv])).toMatchObject({
      exitCode: 1,
      stderr: 'This gift does not exist.\n',
    });
    const missing = await run(['import-codes', '--gift', '1', path.join(files, 'nope.csv')]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot read .*nope\.csv/);
  });
});

describe('import-games', () => {
  it('imports the valid games, closed, with their address, and reports the others', async () => {
    const json = await file(
      'games.json',
      JSON.stringify([
        {
          name: 'Star Miner',
          briefIntro: 'Dig for stars.',
          tags: ['Arcade'],
          categories: ['new'],
          appUrl: 'https://games.example.com/star-miner/',
        },
        { name: '' },
        { name: 'Plain http', appUrl: 'http://games.example.com/' },
        'not a game',
        { name: 'Moon Runner' },
      ]),
    );
    const result = await run(['import-games', json]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /^Imported 2 games\.\n {2}#1 Star Miner: game \d+ \(closed\)\n {2}#5 Moon Runner/,
    );
    expect(result.stderr).toContain('3 games were not imported:');
    expect(result.stderr).toContain('#2: name: This field is required.');
    expect(result.stderr).toContain('#3 Plain http: appUrl: must be an https address');
    expect(result.stderr).toMatch(/#4: entry: /);

    const appId = /game (\d+)/.exec(result.stdout)?.[1] ?? '';
    const game = await t.call<AdminGame>({
      method: 'GET',
      url: '/api/admin/games/detail',
      query: { appId },
      headers: { cookie },
    });
    expect(game.body.data).toMatchObject({
      appName: 'Star Miner',
      status: 'closed',
      hosting: 'external',
      appUrl: 'https://games.example.com/star-miner/',
      tags: [expect.objectContaining({ tagName: 'Arcade' })],
    });
    expect((await cliEntries(AuditAction.GAMES_IMPORT))[0]).toMatchObject({
      actor: 'cli',
      details: { source: json, rejected: 3 },
    });
  });

  it('refuses a file that is not JSON or not a list', async () => {
    const broken = await run(['import-games', await file('broken.json', '[{"name":')]);
    expect(broken.exitCode).toBe(1);
    expect(broken.stderr).toMatch(/is not JSON/);
    const object = await run(['import-games', await file('object.json', '{"name":"x"}')]);
    expect(object.exitCode).toBe(1);
    expect(object.stderr).toMatch(/is not a list of games/);
  });
});

describe('export and import', () => {
  it('take one file each', () => {
    expect(parseAdminCommand(['export'])).toMatchObject({
      exitCode: 2,
      stderr: expect.stringMatching(/^export: expects one file/) as unknown,
    });
    expect(parseAdminCommand(['import', 'a.tar.gz', 'b.tar.gz'])).toMatchObject({ exitCode: 2 });
    expect(parseAdminCommand(['export', '--all', 'a.tar.gz'])).toMatchObject({ exitCode: 2 });
    expect(parseAdminCommand(['export', 'portal.tar.gz'])).toEqual({
      name: 'export',
      file: 'portal.tar.gz',
    });
    expect(parseAdminCommand(['import', 'portal.tar.gz'])).toEqual({
      name: 'import',
      file: 'portal.tar.gz',
    });
  });

  it('prints what was exported; an import refuses a database with rows', async () => {
    const exported = path.join(files, 'portal.tar.gz');
    const result = await run(['export', exported]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Exported the portal to .*portal\.tar\.gz:\n/);
    expect(result.stdout).toMatch(/^ {2}users +\d+$/m);
    expect(result.stdout).toMatch(/\d+ rows in \d+ tables; \d+ files \(.+\)\.\n$/);

    const again = await run(['export', exported]);
    expect(again).toMatchObject({ exitCode: 1, stderr: expect.stringMatching(/already exists/) });
    const full = await run(['import', exported]);
    expect(full.exitCode).toBe(1);
    expect(full.stderr).toMatch(/^The target database is not empty \(.*users/);
    const missing = await run(['import', path.join(files, 'none.tar.gz')]);
    expect(missing).toMatchObject({ exitCode: 1, stderr: expect.stringMatching(/^Cannot read/) });
  });

  it('exports the files of the bucket when S3_BUCKET is set', async () => {
    const s3 = await startTestS3();
    try {
      const bucket = { S3_BUCKET: TEST_BUCKET, AWS_ENDPOINT_URL_S3: s3.endpoint };
      await uploadStorage(testConfig(bucket)).put('in-the-bucket', PNG, 'image/png');
      const target = path.join(files, 'bucket.tar.gz');
      const result = await run(['export', target], bucket);
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toMatch(/; 1 files \(\d+ bytes\)\.\n$/);
      const manifest = await unpackedManifest(target);
      expect(manifest.files).toEqual([
        expect.objectContaining({ folder: 'uploads', path: 'in-the-bucket', bytes: PNG.length }),
      ]);
    } finally {
      await s3.stop();
    }
  });
});

describe('the entry', () => {
  const entry = fileURLToPath(new URL('../../admin-cli.ts', import.meta.url));
  const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
  const exec = promisify(execFile);
  const spawnCli = async (args: string[], env: Record<string, string>) => {
    try {
      const { stdout, stderr } = await exec(
        process.execPath,
        ['--import', 'tsx/esm', entry, ...args],
        { cwd: serverDir, env: { ...process.env, ...env }, timeout: 60_000 },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };

  it('ends with 2 on bad usage, and with 1 at once while the server holds the database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cli-entry-'));
    try {
      const usage = await spawnCli(['ban'], { DATA_DIR: dataDir });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(/ban: --user is required/);

      // This test's own process stands in for a running server holding the folder.
      await writeFile(path.join(dataDir, 'pglite.lock'), String(process.pid));
      const held = await spawnCli(['ban', '--user', '1'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(held.code).toBe(1);
      expect(held.stderr).toMatch(
        /in use by process \d+.*Stop the server first, or use DATABASE_URL/s,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('users made by the commands', () => {
  it('leaves no player account behind for an admin', async () => {
    const rows = await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.email, 'cli.admin@example.com'));
    expect(rows).toEqual([]);
  });
});
