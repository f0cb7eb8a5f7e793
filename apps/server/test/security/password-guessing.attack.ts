import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { adminEndpoints, AuditAction, Code, endpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultDatabase } from '../faults/fault-databases.js';
import { md5 } from '../faults/fault-world.js';
import { MANY_PLAYERS_LIMITS } from '../many-players.js';
import {
  adminLogin,
  codeOf,
  gaveSession,
  playerLogin,
  retryAfterOf,
  seedGuessingWorld,
  type GuessingWorld,
} from './password-guessing.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

/**
 * Password guessing against the sign-ins. The attacker reads every captcha and spreads the
 * requests thinly enough to stay under the request rate limits (rate-limits.attack.ts has those):
 * the captcha and the rate limits are moved out of the way, so only the lockouts stand between
 * the guesses and a session, whatever a captcha is worth.
 */
const CAPTCHA_READ = { ...MANY_PLAYERS_LIMITS, LOGIN_CAPTCHA_AFTER_FAILURES: '1000' };
const WRONG = 'not-the-password';

describe.each(targetKinds())('password guessing (%s)', (kind) => {
  let target: SecurityTarget<GuessingWorld>;
  let world: GuessingWorld;
  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedGuessingWorld(db, 4),
      env: CAPTCHA_READ,
    });
    world = target.world;
  });
  afterAll(() => target.remove());

  const player = (i: number) => {
    const found = world.players[i];
    if (!found) throw new Error(`no player ${i}`);
    return found;
  };

  it('15 wrong guesses, then the right password, give no session', async () => {
    const { email, password } = player(0);
    const from = '127.0.0.2';
    const guesses = [];
    for (let i = 0; i < 15; i += 1) guesses.push(await playerLogin(target, email, WRONG, from));
    expect(guesses.slice(0, 4).map(codeOf)).toEqual(Array(4).fill(Code.ACCOUNT_PASSWORD_ERROR));
    expect(guesses.slice(4).map(codeOf)).toEqual(Array(11).fill(Code.LOGIN_LOCKED));

    const right = await playerLogin(target, email, password, from);
    expect(codeOf(right)).toBe(Code.LOGIN_LOCKED);
    expect(gaveSession(right)).toBe(false);
    const wait = retryAfterOf(right);
    expect(wait.data).toEqual(expect.any(Number));
    expect(wait.data).toBeGreaterThan(0);
    expect(wait.data).toBeLessThanOrEqual(60);
    expect(wait.header).toBe(String(wait.data));
    expect(right.kind === 'answered' && right.envelope?.msg).toMatch(
      /^Too many failed sign-ins\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    // Another address is refused alike: the lockout belongs to the account.
    expect(codeOf(await playerLogin(target, email, password, '127.0.0.9'))).toBe(Code.LOGIN_LOCKED);
  });

  it('60 guesses at once, the right one in the middle, give no session', async () => {
    const { email, password } = player(1);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        playerLogin(target, email, i === 30 ? password : WRONG, '127.0.0.3'),
      ),
    );
    expect(burst.filter(gaveSession)).toEqual([]);
    expect(burst.every((outcome) => outcome.kind === 'answered')).toBe(true);
    // At most the guesses before the lockout were checked; the rest were refused unchecked.
    const checked = burst.filter((o) => codeOf(o) === Code.ACCOUNT_PASSWORD_ERROR).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(burst.filter((o) => codeOf(o) === Code.LOGIN_LOCKED).length).toBeGreaterThanOrEqual(55);
  });

  it('guesses spread over many accounts from one address are stopped there', async () => {
    const from = '127.0.0.5';
    const answers = [];
    // Two guesses an account stay under the account lockout; the address limit stops them.
    for (let i = 0; i < 30; i += 1) {
      const email = `sprayed${i}@example.com`;
      answers.push(await playerLogin(target, email, WRONG, from));
      answers.push(await playerLogin(target, email, 'another-guess', from));
    }
    const codes = answers.map(codeOf);
    expect(codes.slice(0, 50)).toEqual(Array(50).fill(Code.ACCOUNT_PASSWORD_ERROR));
    expect(codes.slice(50)).toEqual(Array(10).fill(Code.LOGIN_LOCKED));
    const { email, password } = player(2);
    const stopped = await playerLogin(target, email, password, from);
    expect(codeOf(stopped)).toBe(Code.LOGIN_LOCKED);
    expect(retryAfterOf(stopped).data).toBeGreaterThan(0);
    // The account itself is not locked: its owner signs in from elsewhere.
    expect(gaveSession(await playerLogin(target, email, password, '127.0.0.10'))).toBe(true);
  });

  it('the admin sign-in locks out, and every failure is in the audit log', async () => {
    const { admin, auditor } = world;
    const from = '127.0.0.6';
    const tries = [];
    for (let i = 0; i < 7; i += 1) tries.push(await adminLogin(target, admin.email, WRONG, from));
    tries.push(await adminLogin(target, 'nobody@example.com', WRONG, from));
    const right = await adminLogin(target, admin.email, admin.password, from);
    expect(tries.slice(0, 4).map(codeOf)).toEqual(Array(4).fill(Code.ACCOUNT_PASSWORD_ERROR));
    expect(tries.slice(4, 7).map(codeOf)).toEqual(Array(3).fill(Code.LOGIN_LOCKED));
    expect(codeOf(right)).toBe(Code.LOGIN_LOCKED);
    expect(gaveSession(right)).toBe(false);

    const signedIn = await adminLogin(target, auditor.email, auditor.password, '127.0.0.7');
    const cookie = signedIn.kind === 'answered' ? signedIn.headers['set-cookie'] : undefined;
    expect(cookie).toBeDefined();
    const audit = await target.server.http.call(adminEndpoints.audit.path, {
      query: { action: AuditAction.ADMIN_LOGIN_FAILED, pageSize: '50' },
      headers: { cookie: (cookie ?? []).map((c) => c.split(';')[0]).join('; ') },
      localAddress: '127.0.0.7',
    });
    const entries =
      audit.kind === 'answered'
        ? (audit.envelope?.data as { entries: { details: Record<string, unknown> }[] }).entries
        : [];
    expect(entries).toHaveLength(9);
    for (const entry of entries) {
      expect(entry.details.ip).toBe(from);
    }
    const reasons = entries.map(
      (entry) => `${String(entry.details.email)} ${String(entry.details.reason)}`,
    );
    const tried = (email: string, reason: string, times = 1) =>
      Array.from({ length: times }, () => `${email} ${reason}`);
    expect(reasons.reverse()).toEqual([
      // The fifth was checked, and its failure started the lockout.
      ...tried(admin.email, 'wrong_password', 5),
      ...tried(admin.email, 'locked', 2),
      ...tried('nobody@example.com', 'unknown_email'),
      ...tried(admin.email, 'locked'),
    ]);
  });

  it('sign-up with the MD5 of 123456 or of nothing is refused as a common password', async () => {
    for (const typed of ['123456', '', 'password', 'qwerty123']) {
      const answer = await target.server.http.call(endpoints.register.path, {
        json: {
          registerType: 0,
          userName: `new.${md5(typed).slice(0, 8)}@example.com`,
          password: md5(typed),
          verCode: '123456',
        },
        localAddress: '127.0.0.8',
      });
      expect(codeOf(answer), typed).toBe(Code.COMMON_PASSWORD);
    }
  });
});

describe.each(targetKinds())('a lockout that ends (%s)', (kind) => {
  let target: SecurityTarget<GuessingWorld>;
  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedGuessingWorld(db, 1),
      env: { ...CAPTCHA_READ, LOGIN_LOCKOUT_SECONDS: '2' },
    });
  });
  afterAll(() => target.remove());

  it('lets the right password in once the wait is over, and clears the failures', async () => {
    const [owner] = target.world.players;
    if (!owner) throw new Error('no player');
    const from = '127.0.0.2';
    for (let i = 0; i < 5; i += 1) await playerLogin(target, owner.email, WRONG, from);
    const locked = await playerLogin(target, owner.email, owner.password, from);
    expect(codeOf(locked)).toBe(Code.LOGIN_LOCKED);
    const wait = Number(retryAfterOf(locked).data);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2);
    await sleep(wait * 1000 + 200);
    expect(gaveSession(await playerLogin(target, owner.email, owner.password, from))).toBe(true);
    // The success starts the count anew: four more typos are not yet a lockout.
    for (let i = 0; i < 4; i += 1) {
      expect(codeOf(await playerLogin(target, owner.email, WRONG, from))).toBe(
        Code.ACCOUNT_PASSWORD_ERROR,
      );
    }
  });
});

const ADMIN_CLI = fileURLToPath(new URL('../../dist/admin-cli.js', import.meta.url));

describe.each(targetKinds())('create-admin with a weak password (%s)', (kind) => {
  it('refuses 123456 and a common long one, with exit code 1', async () => {
    const database = await createFaultDatabase(kind === 'pglite' ? 'pglite' : 'postgres');
    try {
      for (const password of ['123456', 'password1234']) {
        const run = promisify(execFile)(
          process.execPath,
          [ADMIN_CLI, 'create-admin', '--email', 'weak@example.com', '--password', password],
          {
            env: {
              PATH: process.env.PATH,
              NODE_ENV: 'production',
              OSIGN_SECRET: 'security-suite-osign-secret',
              DATA_DIR: database.dataDir,
              ...(database.url ? { DATABASE_URL: database.url } : {}),
            },
          },
        );
        const failed: unknown = await run.then(
          () => null,
          (error: unknown) => error,
        );
        expect(failed, password).toMatchObject({ code: 1 });
        expect(String((failed as { stderr?: unknown }).stderr)).toMatch(
          /at least 12 characters|too common/,
        );
      }
    } finally {
      await database.remove();
    }
  });
});
