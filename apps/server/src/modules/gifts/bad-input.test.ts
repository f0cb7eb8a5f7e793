import { endpoints, type Endpoint } from '@portal/contracts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sendGarbage } from '../../../test/garbage.js';
import { createPlayer, fieldsOf } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let session: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  session = fieldsOf(await createPlayer(t));
});
afterAll(() => t.close());

const GIFT_ENDPOINTS: Endpoint[] = [endpoints.giftList, endpoints.giftClaim];

describe('bad input to every gift endpoint', () => {
  it.each(GIFT_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s answers a refusal envelope, never a 500',
    (_path, endpoint) =>
      sendGarbage(t, endpoint, session, {
        // The Gift Center is open to visitors: a session that does not open is a visitor's.
        nothingRequired: endpoint === endpoints.giftList,
      }),
  );
});
