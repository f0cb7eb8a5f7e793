import { createHash, randomBytes } from 'node:crypto';
import { Code, endpoints } from '@portal/contracts';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/modules/accounts/password-service.js';
import type { CallOptions } from '../faults/http-client.js';
import { readCaptcha, SVG_CAPTCHA_OPTIONS } from './captcha-reader.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

/**
 * The attack: the login captcha read offline by template lookup. svg-captcha drew every character
 * as the same outline of its one font, so a table of those outlines read its pictures. The reader
 * (captcha-reader.ts) first proves itself on svg-captcha's own pictures, then reads captchas
 * fetched from the running server.
 *
 * The answers stay inside the server, so each read is checked the only way a client can: by
 * signing in with it. Each address first fails three sign-ins with an unknown account, which
 * makes every later sign-in from there need a solved captcha; then, per captcha, it fetches a
 * picture for its client id, reads it and signs in to its own account with the right password
 * and the read answer: a session means the read was right, 4055 that it was wrong. The right
 * password keeps the accounts free of failures, and a few sign-ins per account and per address
 * stay far below any limit on guessing.
 */
const CAPTCHAS = 200;
const PER_ADDRESS = 4;
const ADDRESSES = CAPTCHAS / PER_ADDRESS;
const FAILURES_BEFORE_CAPTCHA = 3;
/** Reading takes a tenth of a second or so a picture, and 200 sign-ins run their password hash. */
const READING_TIMEOUT_MS = 300_000;
const PASSWORD = 'reader-test-password';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const accountOf = (i: number) => `captcha.reader.${i}@example.com`;
const addressOf = (i: number) => `127.0.0.${10 + i}`;

async function seedAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(md5(PASSWORD));
  await db.insert(users).values(
    Array.from({ length: ADDRESSES }, (_, i) => ({
      email: accountOf(i),
      passwordHash,
      nickname: 'Reader',
      source: 0,
    })),
  );
}

const rate = (right: number, total: number) =>
  `${right}/${total} (${((100 * right) / total).toFixed(1)}%)`;

describe('the template reader', () => {
  it(
    'reads svg-captcha pictures as the server drew them',
    async () => {
      let right = 0;
      for (let i = 0; i < CAPTCHAS; i++) {
        const captcha = svgCaptcha.create({ ...SVG_CAPTCHA_OPTIONS });
        if ((await readCaptcha(Buffer.from(captcha.data))) === captcha.text.toLowerCase()) right++;
      }
      console.info(`template reader on svg-captcha: ${rate(right, CAPTCHAS)}`);
      expect(right).toBeGreaterThanOrEqual(CAPTCHAS * 0.95);
    },
    READING_TIMEOUT_MS,
  );
});

describe.each(targetKinds())('the login captcha read by template lookup (%s)', (kind) => {
  let target: SecurityTarget<void> | undefined;
  beforeAll(async () => {
    target = await startTarget(kind, { seed: seedAccounts });
  });
  afterAll(() => target?.remove());

  it(
    'reads under 5% of the captchas the server issues',
    async () => {
      const server = target?.server;
      if (!server) throw new Error('no server');
      const call = async (path: string, options: CallOptions) => {
        const outcome = await server.http.call(path, options);
        if (outcome.kind !== 'answered' || !outcome.envelope) {
          throw new Error(`${path}: no envelope (${JSON.stringify(outcome)})`);
        }
        return outcome.envelope;
      };
      const signIn = (address: string, userName: string, extra: Record<string, string>) =>
        call(endpoints.accountLogin.path, {
          method: 'POST',
          json: { userName, loginType: '0', ...extra },
          localAddress: address,
        });

      let right = 0;
      for (let i = 0; i < ADDRESSES; i++) {
        const address = addressOf(i);
        for (let f = 0; f < FAILURES_BEFORE_CAPTCHA; f++) {
          const failed = await signIn(address, `nobody.${i}.${f}@example.com`, {
            password: md5('wrong'),
          });
          expect(failed.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
        }
        // From here a sign-in without a solved captcha is refused before its password is
        // checked, so a session below can only come from a right read.
        const unsolved = await signIn(address, `nobody.${i}@example.com`, {
          password: md5('wrong'),
        });
        expect(unsolved.code).toBe(Code.WRONG_CAPTCHA);
        for (let round = 0; round < PER_ADDRESS; round++) {
          const clientId = `reader-${randomBytes(6).toString('hex')}`;
          const issued = await call(endpoints.graphCaptcha.path, {
            query: { clientId },
            localAddress: address,
          });
          expect(issued.code).toBe(Code.SUCCESS);
          const { graphCaptcha } = issued.data as { graphCaptcha: string };
          const image = Buffer.from(graphCaptcha.slice(graphCaptcha.indexOf(',') + 1), 'base64');
          const read = await readCaptcha(image);
          const answer = await signIn(address, accountOf(i), {
            password: md5(PASSWORD),
            graphCode: read,
            clientId,
          });
          // Anything but a session or a refused captcha would leave the read unchecked.
          expect([Code.SUCCESS, Code.WRONG_CAPTCHA]).toContain(answer.code);
          if (answer.code === Code.SUCCESS) right++;
        }
      }
      console.info(`template reader on the server's captcha (${kind}): ${rate(right, CAPTCHAS)}`);
      expect(right).toBeLessThan(CAPTCHAS * 0.05);
    },
    READING_TIMEOUT_MS,
  );
});
