import { Code, CodeType, endpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOutcome, type Outcome } from '../faults/http-client.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

/** Another client: requests from this loopback address count apart from 127.0.0.1's. */
const OTHER_ADDRESS = '127.0.0.5';

const envelopeCode = (outcome: Outcome) =>
  outcome.kind === 'answered' ? (outcome.envelope?.code ?? null) : null;

const sendSignUpCode = (target: SecurityTarget<undefined>, mobile: string, localAddress?: string) =>
  target.server.http.call(endpoints.sendCode.path, {
    query: { clientId: 'web-client-0001', type: String(CodeType.MOBILE_SIGN_UP), mobile },
    ...(localAddress ? { localAddress } : {}),
  });

/**
 * A number written another way is the same phone: a leading zero, an international 00, a plus
 * or spaces do not make a second target for the per-number limits (or a second account).
 */
describe.each(targetKinds())('mobile numbers written another way (%s)', (kind) => {
  let target: SecurityTarget<undefined>;
  beforeAll(async () => {
    target = await startTarget(kind);
  });
  afterAll(() => target.remove());

  it('refuses a second code to 015551230001 right after one to 15551230001', async () => {
    const first = await sendSignUpCode(target, '15551230001');
    expect(envelopeCode(first), describeOutcome(first)).toBe(Code.SUCCESS);
    for (const variant of ['015551230001', '0015551230001']) {
      const again = await sendSignUpCode(target, variant, OTHER_ADDRESS);
      expect(envelopeCode(again), `${variant}: ${describeOutcome(again)}`).toBe(Code.SEND_LIMIT);
    }
  });
});
