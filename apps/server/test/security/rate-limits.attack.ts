import { randomBytes } from 'node:crypto';
import { attachmentsText, Code, endpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, seedFaultWorld, type FaultPlayer, type FaultWorld } from '../faults/fault-world.js';
import { describeOutcome, type Outcome } from '../faults/http-client.js';
import { readTicket, ticketDescription, writeTicket } from '../faults/player-calls.js';
import {
  defaults,
  envelopeCode,
  FIVE_MB,
  guestSignIn,
  isRateLimited,
  OTHER_ADDRESS,
  pngOfSize,
  replyToTicket,
  uploadPicture,
} from './limits-calls.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

const clientId = () => `attacker-${randomBytes(8).toString('hex')}`;
const codes = (outcomes: Outcome[]) => outcomes.map(envelopeCode);

/**
 * A scripted client on one address: a burst of guest accounts, of 5 MB uploads, of tickets and of
 * replies. Each burst is stopped with 429 + Retry-After + 4290 (uploads by the player's quota
 * first), while a player on another address, and a player doing what players do, go through.
 */
describe.each(targetKinds())('rate limits and the upload quota (%s)', (kind) => {
  let target: SecurityTarget<FaultWorld>;
  const player = (index: number): FaultPlayer => {
    const found = target.world.players[index];
    if (!found) throw new Error(`player ${index} was not seeded`);
    return found;
  };

  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedFaultWorld(db, { players: 8, codes: 1 }),
    });
  });
  afterAll(() => target.remove());

  it('stops a burst of guest sign-ups from one address, not another address', async () => {
    const { http } = target.server;
    const burst = defaults.LIMIT_GUEST_SIGN_INS_PER_ADDRESS + 20;
    const outcomes = await Promise.all(
      Array.from({ length: burst }, () => guestSignIn(http, clientId())),
    );
    const accepted = outcomes.filter((o) => envelopeCode(o) === Code.SUCCESS);
    const refused = outcomes.filter(isRateLimited);
    expect(accepted.length, codes(outcomes).join(',')).toBe(
      defaults.LIMIT_GUEST_SIGN_INS_PER_ADDRESS,
    );
    expect(refused).toHaveLength(burst - accepted.length);
    const first = refused[0];
    expect(first?.kind === 'answered' && first.envelope?.msg).toMatch(/try again in/i);

    const elsewhere = await guestSignIn(http, clientId(), OTHER_ADDRESS);
    expect(envelopeCode(elsewhere), describeOutcome(elsewhere)).toBe(Code.SUCCESS);
  });

  it('stops a burst of password sign-ins naming one account, and from one address', async () => {
    const { http } = target.server;
    const signIn = (userName: string, localAddress: string) =>
      http.call(endpoints.accountLogin.path, {
        json: { userName, password: md5('a-wrong-password'), loginType: 0, clientId: clientId() },
        localAddress,
      });
    // One account, tried from many addresses: the account's own limit stops it.
    const perAccount = defaults.LIMIT_LOGINS_PER_ACCOUNT + 5;
    const onAccount = [];
    for (let i = 0; i < perAccount; i += 1) {
      onAccount.push(await signIn('target@example.test', `127.0.1.${i + 1}`));
    }
    expect(onAccount.slice(defaults.LIMIT_LOGINS_PER_ACCOUNT).every(isRateLimited)).toBe(true);
    expect(onAccount.slice(0, defaults.LIMIT_LOGINS_PER_ACCOUNT).some(isRateLimited)).toBe(false);

    // Many accounts from one address: the address's limit stops it.
    const from = '127.0.2.1';
    const perAddress = defaults.LIMIT_LOGINS_PER_ADDRESS + 5;
    const fromOne = [];
    for (let i = 0; i < perAddress; i += 1) {
      fromOne.push(await signIn(`someone-${i}@example.test`, from));
    }
    expect(fromOne.slice(defaults.LIMIT_LOGINS_PER_ADDRESS).every(isRateLimited)).toBe(true);
    const refused = fromOne.at(-1);
    expect(refused?.kind === 'answered' && refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('lets a player attach five 5 MB screenshots to a ticket', async () => {
    const someone = player(0);
    const urls: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const outcome = await uploadPicture(
        target.server.http.baseUrl,
        someone,
        pngOfSize(FIVE_MB),
        OTHER_ADDRESS,
      );
      expect(envelopeCode(outcome), describeOutcome(outcome)).toBe(Code.SUCCESS);
      const data = outcome.kind === 'answered' ? outcome.envelope?.data : null;
      urls.push(String((data as { attachUrl: string }).attachUrl));
    }
    const ticket = await target.server.http.call('/api/user/query/add', {
      json: {
        serverName: 'EU-1',
        roleName: 'Brave Hero',
        ticketTypeId: String(target.world.ticketTypeId),
        occurTime: String(Date.parse('2025-01-02T00:00:00Z')),
        queryContent: 'The boss fight freezes; five screenshots attached.',
        attachments: attachmentsText(urls),
        h5Token: someone.h5Token,
        sdkToken: someone.sdkToken,
        userId: String(someone.userId),
      },
      localAddress: OTHER_ADDRESS,
    });
    expect(readTicket(ticket), describeOutcome(ticket)).toBeDefined();
  });

  it('stops a burst of 5 MB uploads by the quota, then by the rate limit', async () => {
    const { baseUrl } = target.server.http;
    const attacker = player(1);
    const outcomes: Outcome[] = [];
    for (let i = 0; i <= defaults.LIMIT_UPLOADS_PER_ACCOUNT; i += 1) {
      outcomes.push(await uploadPicture(baseUrl, attacker, pngOfSize(FIVE_MB)));
    }
    const stored = Math.floor(defaults.UPLOAD_QUOTA_BYTES / FIVE_MB);
    const expected = [
      ...Array<number>(stored).fill(Code.SUCCESS),
      ...Array<number>(defaults.LIMIT_UPLOADS_PER_ACCOUNT - stored).fill(Code.STORAGE_QUOTA),
      Code.RATE_LIMITED,
    ];
    expect(codes(outcomes)).toEqual(expected);
    const last = outcomes.at(-1);
    expect(last !== undefined && isRateLimited(last)).toBe(true);

    // Other accounts on the same address share the address's allowance.
    let used = outcomes.length;
    const small = pngOfSize(1024);
    for (const index of [2, 3, 4]) {
      for (let i = 0; i < defaults.LIMIT_UPLOADS_PER_ACCOUNT - 1; i += 1) {
        if (used >= defaults.LIMIT_UPLOADS_PER_ADDRESS) break;
        const outcome = await uploadPicture(baseUrl, player(index), small);
        expect(envelopeCode(outcome), describeOutcome(outcome)).toBe(Code.SUCCESS);
        used += 1;
      }
    }
    const pastAddress = await uploadPicture(baseUrl, player(5), small);
    expect(isRateLimited(pastAddress), describeOutcome(pastAddress)).toBe(true);
    const fromElsewhere = await uploadPicture(baseUrl, player(5), small, OTHER_ADDRESS);
    expect(envelopeCode(fromElsewhere), describeOutcome(fromElsewhere)).toBe(Code.SUCCESS);
  });

  it('stops a burst of tickets and a burst of replies', async () => {
    const { http } = target.server;
    const writer = player(6);
    const tickets = await Promise.all(
      Array.from({ length: defaults.LIMIT_TICKETS_PER_ACCOUNT + 10 }, (_, i) =>
        writeTicket(http, writer, target.world.ticketTypeId, ticketDescription(writer, `#${i}`)),
      ),
    );
    const written = tickets.flatMap((o) => readTicket(o) ?? []);
    expect(written, codes(tickets).join(',')).toHaveLength(defaults.LIMIT_TICKETS_PER_ACCOUNT);
    expect(tickets.filter(isRateLimited)).toHaveLength(10);

    const ticketId = written[0]?.queryId ?? 0;
    const replies = await Promise.all(
      Array.from({ length: defaults.LIMIT_REPLIES_PER_ACCOUNT + 10 }, (_, i) =>
        replyToTicket(http, writer, ticketId, `Any news? (${i})`),
      ),
    );
    const sent = replies.filter((o) => envelopeCode(o) === Code.SUCCESS);
    expect(sent, codes(replies).join(',')).toHaveLength(defaults.LIMIT_REPLIES_PER_ACCOUNT);
    expect(replies.filter(isRateLimited)).toHaveLength(10);
  });
});
