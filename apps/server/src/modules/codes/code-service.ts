import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  Code,
  CODE_RESEND_SECONDS,
  isMobileCodeType,
  normaliseMobile,
  PRODUCT_NAME,
  SMS_CODE_LENGTH,
  type CodeTypeValue,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { CounterStore } from '../../lib/counter-store.js';
import type { Delivery } from '../delivery/delivery.js';
import {
  consumeCode,
  findLatestCode,
  insertCode,
  refundTry,
  reserveTry,
  type StoredCode,
} from './code-repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Long enough to switch to the mailbox or the phone and back; short enough to be useless later. */
export const CODE_TTL_MS = 10 * MINUTE_MS;
/** The web counts down the same 60 s before it offers to send again. */
export const RESEND_GAP_MS = CODE_RESEND_SECONDS * 1000;
/**
 * A person who mistypes an address or waits for a slow SMS needs a few sends; ten an hour to one
 * address stops anyone using the portal to flood a stranger's inbox or phone.
 */
export const MAX_SENDS_PER_TARGET_PER_HOUR = 10;
/**
 * Twice the per-target cap: a household behind one address can still sign up a few accounts,
 * while one client cannot spray codes (and SMS costs) over many targets.
 */
export const MAX_SENDS_PER_IP_PER_HOUR = 20;
/**
 * Five wrong tries leave a guesser a 5 in 1,000,000 chance per code while forgiving typos;
 * after them the code is dead and a new one must be sent.
 */
export const MAX_WRONG_TRIES = 5;

export interface CodeService {
  /** Sends a new code for the purpose; it supersedes any earlier code to the target. */
  send(type: CodeTypeValue, target: string, ip: string): Promise<{ resendAfterSeconds: number }>;
  /** Throws the code's error unless it is right; counts a wrong try but leaves the code usable. */
  check(type: CodeTypeValue, target: string, code: string): Promise<void>;
  /** As check, and uses the code up: of two concurrent consumes only one succeeds. */
  consume(type: CodeTypeValue, target: string, code: string): Promise<void>;
}

/** The store keys of the send limits, named here so that every process counts the same keys. */
export const sendLimitKeys = (target: string, ip: string) => ({
  gap: `codes:gap:${target}`,
  target: `codes:target:${target}`,
  ip: `codes:ip:${ip}`,
});

/**
 * E-mail targets compare case-insensitively; mobile targets in their normal form, so that a
 * number written another way (a leading zero) is counted, and sent to, as the same number.
 */
export const normaliseTarget = (type: CodeTypeValue, target: string): string =>
  isMobileCodeType(type) ? normaliseMobile(target) : target.trim().toLowerCase();

/** Purpose and target are bound into the hash: a code is worth nothing for another use. */
const hashCode = (type: CodeTypeValue, target: string, code: string): Buffer =>
  createHash('sha256').update(`${type}\n${target}\n${code}`).digest();

const newCode = (): string =>
  String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

export const codeMessage = (code: string) =>
  `Your ${PRODUCT_NAME} verification code is ${code}. It expires in ${CODE_TTL_MS / MINUTE_MS} minutes.`;
export const CODE_EMAIL_SUBJECT = `Your ${PRODUCT_NAME} verification code`;

export function createCodeService(deps: {
  db: Db;
  store: CounterStore;
  delivery: Delivery;
  now?: () => number;
}): CodeService {
  const { db, store, delivery } = deps;
  const now = deps.now ?? Date.now;

  const enforceSendLimits = async (target: string, ip: string) => {
    const keys = sendLimitKeys(target, ip);
    if ((await store.hit(keys.gap, RESEND_GAP_MS)) > 1) throw new ApiError(Code.SEND_LIMIT);
    if ((await store.hit(keys.target, HOUR_MS)) > MAX_SENDS_PER_TARGET_PER_HOUR) {
      throw new ApiError(Code.SEND_LIMIT);
    }
    if ((await store.hit(keys.ip, HOUR_MS)) > MAX_SENDS_PER_IP_PER_HOUR) {
      throw new ApiError(Code.SEND_LIMIT);
    }
  };

  /** Finds the live code and spends one try on the comparison; throws unless it is right. */
  const verify = async (type: CodeTypeValue, rawTarget: string, code: string) => {
    const target = normaliseTarget(type, rawTarget);
    const stored = await findLatestCode(db, type, target);
    if (!stored || stored.consumedAt) throw new ApiError(Code.WRONG_CODE);
    if (stored.attempts >= MAX_WRONG_TRIES) throw new ApiError(Code.CODE_OVER_LIMIT);
    if (stored.expiresAt.getTime() <= now()) throw new ApiError(Code.CODE_EXPIRED);
    if (!(await reserveTry(db, stored.id, MAX_WRONG_TRIES))) {
      throw await reasonForRefusedTry(type, target, stored);
    }
    const expected = Buffer.from(stored.codeHash, 'hex');
    const given = hashCode(type, target, code.trim());
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new ApiError(Code.WRONG_CODE);
    }
    return stored;
  };

  /** A try refused between the read and the update: the code was used, or its tries ran out. */
  const reasonForRefusedTry = async (type: CodeTypeValue, target: string, seen: StoredCode) => {
    const latest = await findLatestCode(db, type, target);
    return latest?.id === seen.id && !latest.consumedAt
      ? new ApiError(Code.CODE_OVER_LIMIT)
      : new ApiError(Code.WRONG_CODE);
  };

  return {
    async send(type, rawTarget, ip) {
      const target = normaliseTarget(type, rawTarget);
      await enforceSendLimits(target, ip);
      const code = newCode();
      const createdAt = now();
      await insertCode(db, {
        purpose: type,
        target,
        codeHash: hashCode(type, target, code).toString('hex'),
        createdAt: new Date(createdAt),
        expiresAt: new Date(createdAt + CODE_TTL_MS),
      });
      try {
        if (isMobileCodeType(type)) await delivery.sendSms(target, codeMessage(code));
        else await delivery.sendEmail(target, CODE_EMAIL_SUBJECT, codeMessage(code));
      } catch (error) {
        // Nothing reached the player, so the 60 s wait would only stand in the way of a retry.
        await store.reset(sendLimitKeys(target, ip).gap);
        throw error;
      }
      return { resendAfterSeconds: CODE_RESEND_SECONDS };
    },
    async check(type, target, code) {
      const stored = await verify(type, target, code);
      await refundTry(db, stored.id);
    },
    async consume(type, target, code) {
      const stored = await verify(type, target, code);
      if (!(await consumeCode(db, stored.id, new Date(now())))) {
        throw new ApiError(Code.WRONG_CODE);
      }
    },
  };
}
