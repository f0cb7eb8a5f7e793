import { Code, CodeType, type CodeTypeValue } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { verificationCodes } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { createMemoryCounterStore } from '../../lib/counter-store.js';
import type { Delivery } from '../delivery/delivery.js';
import {
  CODE_EMAIL_SUBJECT,
  CODE_TTL_MS,
  createCodeService,
  MAX_SENDS_PER_IP_PER_HOUR,
  MAX_SENDS_PER_TARGET_PER_HOUR,
  MAX_WRONG_TRIES,
  RESEND_GAP_MS,
  type CodeService,
} from './code-service.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface Sent {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

let clock: number;
let sent: Sent[];
let failDelivery: boolean;
let codes: CodeService;
let targetSeq = 0;
/** A fresh address per test: the database is shared by the whole file. */
let email: string;
let mobile: string;

beforeEach(() => {
  clock = Date.UTC(2030, 0, 1);
  sent = [];
  failDelivery = false;
  const fail = () => Promise.reject(new Error('provider down'));
  const delivery: Delivery = {
    sendEmail: (to, subject, text) =>
      failDelivery
        ? fail()
        : (sent.push({ channel: 'email', to, subject, text }), Promise.resolve()),
    sendSms: (to, text) =>
      failDelivery
        ? fail()
        : (sent.push({ channel: 'sms', to, subject: '', text }), Promise.resolve()),
  };
  const now = () => clock;
  codes = createCodeService({
    db: database.db,
    store: createMemoryCounterStore({ now }),
    delivery,
    now,
  });
  targetSeq += 1;
  email = `player${targetSeq}@example.com`;
  mobile = `1555000${String(targetSeq).padStart(4, '0')}`;
});

const lastCode = (): string => {
  const match = /code is (\d{6})\./.exec(sent.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error('no code was sent');
  return match[1];
};
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const codeOf = async (promise: Promise<unknown>): Promise<number> => {
  try {
    await promise;
    return Code.SUCCESS;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
};

const send = (type: CodeTypeValue, target: string, ip = '10.0.0.1') => codes.send(type, target, ip);

describe('sending', () => {
  it('e-mails a 6-digit code with the product text, and says when to resend', async () => {
    expect(await send(CodeType.EMAIL_SIGN_UP, email)).toEqual({ resendAfterSeconds: 60 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', to: email, subject: CODE_EMAIL_SUBJECT });
    expect(sent[0]?.text).toMatch(
      /^Your Playhaven verification code is \d{6}\. It expires in 10 minutes\.$/,
    );
  });

  it('texts the code for the mobile purposes', async () => {
    await send(CodeType.MOBILE_SIGN_UP, mobile);
    expect(sent[0]).toMatchObject({ channel: 'sms', to: mobile });
  });

  it('stores only a hash of the code, never the code', async () => {
    await send(CodeType.EMAIL_RESET, email);
    const code = lastCode();
    const rows = await database.db.select().from(verificationCodes);
    const row = rows.find((r) => r.target === email);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('lower-cases e-mail targets', async () => {
    await send(CodeType.EMAIL_RESET, email.toUpperCase());
    expect(sent[0]?.to).toBe(email);
    expect(await codeOf(codes.check(CodeType.EMAIL_RESET, email, lastCode()))).toBe(Code.SUCCESS);
  });

  it('spreads codes over all six digits', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      clock += RESEND_GAP_MS * 10;
      await codes.send(CodeType.EMAIL_SIGN_UP, `spread${i}-${email}`, `10.1.${i}.1`);
      seen.add(lastCode());
    }
    expect(seen.size).toBeGreaterThan(35);
    for (const code of seen) expect(code).toMatch(/^\d{6}$/);
  });

  it('waits 60 s between sends to one target', async () => {
    await send(CodeType.EMAIL_SIGN_UP, email);
    clock += RESEND_GAP_MS - 1;
    expect(await codeOf(send(CodeType.EMAIL_SIGN_UP, email))).toBe(Code.SEND_LIMIT);
    expect(await codeOf(send(CodeType.EMAIL_RESET, email, '10.9.9.9'))).toBe(Code.SEND_LIMIT);
    clock += 1;
    expect(await codeOf(send(CodeType.EMAIL_SIGN_UP, email))).toBe(Code.SUCCESS);
    expect(sent).toHaveLength(2);
  });

  it(`sends at most ${MAX_SENDS_PER_TARGET_PER_HOUR} codes an hour to one target`, async () => {
    for (let i = 0; i < MAX_SENDS_PER_TARGET_PER_HOUR; i += 1) {
      expect(await codeOf(send(CodeType.MOBILE_SIGN_UP, mobile, `10.2.0.${i}`))).toBe(Code.SUCCESS);
      clock += RESEND_GAP_MS;
    }
    expect(await codeOf(send(CodeType.MOBILE_SIGN_UP, mobile, '10.2.1.1'))).toBe(Code.SEND_LIMIT);
    clock += 60 * 60 * 1000;
    expect(await codeOf(send(CodeType.MOBILE_SIGN_UP, mobile, '10.2.1.1'))).toBe(Code.SUCCESS);
  });

  it(`sends at most ${MAX_SENDS_PER_IP_PER_HOUR} codes an hour from one IP`, async () => {
    for (let i = 0; i < MAX_SENDS_PER_IP_PER_HOUR; i += 1) {
      expect(await codeOf(send(CodeType.EMAIL_SIGN_UP, `ip${i}-${email}`, '10.3.0.1'))).toBe(
        Code.SUCCESS,
      );
    }
    expect(await codeOf(send(CodeType.EMAIL_SIGN_UP, email, '10.3.0.1'))).toBe(Code.SEND_LIMIT);
    clock += RESEND_GAP_MS;
    expect(await codeOf(send(CodeType.EMAIL_SIGN_UP, email, '10.3.0.2'))).toBe(Code.SUCCESS);
  });

  it('lets the player retry at once when delivery failed', async () => {
    failDelivery = true;
    await expect(send(CodeType.EMAIL_SIGN_UP, email)).rejects.toThrow('provider down');
    failDelivery = false;
    expect(await codeOf(send(CodeType.EMAIL_SIGN_UP, email))).toBe(Code.SUCCESS);
  });
});

describe('checking and consuming', () => {
  it('accepts the right code; check leaves it usable, consume uses it up', async () => {
    await send(CodeType.EMAIL_SIGN_UP, email);
    const code = lastCode();
    expect(await codeOf(codes.check(CodeType.EMAIL_SIGN_UP, email, code))).toBe(Code.SUCCESS);
    expect(await codeOf(codes.check(CodeType.EMAIL_SIGN_UP, email, code))).toBe(Code.SUCCESS);
    expect(await codeOf(codes.consume(CodeType.EMAIL_SIGN_UP, email, code))).toBe(Code.SUCCESS);
    expect(await codeOf(codes.consume(CodeType.EMAIL_SIGN_UP, email, code))).toBe(Code.WRONG_CODE);
    expect(await codeOf(codes.check(CodeType.EMAIL_SIGN_UP, email, code))).toBe(Code.WRONG_CODE);
  });

  it('lets only one of two concurrent consumes win', async () => {
    await send(CodeType.MOBILE_RESET, mobile);
    const code = lastCode();
    const results = await Promise.all([
      codeOf(codes.consume(CodeType.MOBILE_RESET, mobile, code)),
      codeOf(codes.consume(CodeType.MOBILE_RESET, mobile, code)),
      codeOf(codes.consume(CodeType.MOBILE_RESET, mobile, code)),
    ]);
    expect(results.filter((c) => c === Code.SUCCESS)).toHaveLength(1);
    expect(results.filter((c) => c === Code.WRONG_CODE)).toHaveLength(2);
  });

  it('answers 4033 for a wrong code and for a target that was sent none', async () => {
    await send(CodeType.EMAIL_RESET, email);
    expect(await codeOf(codes.check(CodeType.EMAIL_RESET, email, wrongFor(lastCode())))).toBe(
      Code.WRONG_CODE,
    );
    expect(await codeOf(codes.check(CodeType.EMAIL_RESET, `none-${email}`, '123456'))).toBe(
      Code.WRONG_CODE,
    );
  });

  it('binds a code to its purpose', async () => {
    await send(CodeType.MOBILE_RESET, mobile);
    const code = lastCode();
    expect(await codeOf(codes.consume(CodeType.BIND_MOBILE, mobile, code))).toBe(Code.WRONG_CODE);
    expect(await codeOf(codes.consume(CodeType.MOBILE_SIGN_UP, mobile, code))).toBe(
      Code.WRONG_CODE,
    );
    expect(await codeOf(codes.consume(CodeType.MOBILE_RESET, mobile, code))).toBe(Code.SUCCESS);
  });

  it('binds a code to its target', async () => {
    await send(CodeType.EMAIL_SIGN_UP, email);
    const code = lastCode();
    clock += RESEND_GAP_MS;
    await send(CodeType.EMAIL_SIGN_UP, `other-${email}`);
    expect(await codeOf(codes.check(CodeType.EMAIL_SIGN_UP, `other-${email}`, code))).toBe(
      lastCode() === code ? Code.SUCCESS : Code.WRONG_CODE,
    );
  });

  it('expires a code after 10 minutes with 4034', async () => {
    await send(CodeType.BIND_EMAIL, email);
    const code = lastCode();
    clock += CODE_TTL_MS - 1;
    expect(await codeOf(codes.check(CodeType.BIND_EMAIL, email, code))).toBe(Code.SUCCESS);
    clock += 1;
    expect(await codeOf(codes.check(CodeType.BIND_EMAIL, email, code))).toBe(Code.CODE_EXPIRED);
    expect(await codeOf(codes.consume(CodeType.BIND_EMAIL, email, code))).toBe(Code.CODE_EXPIRED);
  });

  it('kills a code after 5 wrong tries: the 6th fails with 4035 even when right', async () => {
    await send(CodeType.BIND_MOBILE, mobile);
    const code = lastCode();
    for (let i = 0; i < MAX_WRONG_TRIES; i += 1) {
      expect(await codeOf(codes.check(CodeType.BIND_MOBILE, mobile, wrongFor(code)))).toBe(
        Code.WRONG_CODE,
      );
    }
    expect(await codeOf(codes.consume(CodeType.BIND_MOBILE, mobile, code))).toBe(
      Code.CODE_OVER_LIMIT,
    );
    expect(await codeOf(codes.check(CodeType.BIND_MOBILE, mobile, code))).toBe(
      Code.CODE_OVER_LIMIT,
    );
  });

  it('counts only wrong tries: right checks between them do not use the allowance', async () => {
    await send(CodeType.BIND_MOBILE, mobile);
    const code = lastCode();
    for (let i = 0; i < MAX_WRONG_TRIES - 1; i += 1) {
      await codeOf(codes.check(CodeType.BIND_MOBILE, mobile, wrongFor(code)));
      expect(await codeOf(codes.check(CodeType.BIND_MOBILE, mobile, code))).toBe(Code.SUCCESS);
    }
    expect(await codeOf(codes.consume(CodeType.BIND_MOBILE, mobile, code))).toBe(Code.SUCCESS);
  });

  it('does not let concurrent guesses exceed the allowance', async () => {
    await send(CodeType.MOBILE_SIGN_UP, mobile);
    const code = lastCode();
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(
      guesses.map((guess) => codeOf(codes.check(CodeType.MOBILE_SIGN_UP, mobile, guess))),
    );
    expect(results.filter((c) => c === Code.WRONG_CODE)).toHaveLength(MAX_WRONG_TRIES);
    expect(results.filter((c) => c === Code.CODE_OVER_LIMIT)).toHaveLength(12 - MAX_WRONG_TRIES);
  });

  it('supersedes an earlier code with a new send', async () => {
    await send(CodeType.EMAIL_RESET, email);
    const first = lastCode();
    clock += RESEND_GAP_MS;
    await send(CodeType.EMAIL_RESET, email);
    const second = lastCode();
    if (first !== second) {
      expect(await codeOf(codes.check(CodeType.EMAIL_RESET, email, first))).toBe(Code.WRONG_CODE);
    }
    expect(await codeOf(codes.consume(CodeType.EMAIL_RESET, email, second))).toBe(Code.SUCCESS);
  });

  it('gives a fresh allowance to a newly sent code', async () => {
    await send(CodeType.MOBILE_RESET, mobile);
    const dead = lastCode();
    for (let i = 0; i <= MAX_WRONG_TRIES; i += 1) {
      await codeOf(codes.check(CodeType.MOBILE_RESET, mobile, wrongFor(dead)));
    }
    clock += RESEND_GAP_MS;
    await send(CodeType.MOBILE_RESET, mobile);
    expect(await codeOf(codes.consume(CodeType.MOBILE_RESET, mobile, lastCode()))).toBe(
      Code.SUCCESS,
    );
  });
});
