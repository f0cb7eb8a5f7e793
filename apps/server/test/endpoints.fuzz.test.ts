import { endpointGroups, type Endpoint } from '@portal/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from './fuzz/answer-checks.js';
import { fuzzParameters } from './fuzz/fuzz-parameters.js';
import { requestFields, signFields, toInjection } from './fuzz/request-arbitraries.js';
import { createWriteGuard, type WriteGuard } from './fuzz/write-guard.js';
import { adminLogin, createAdmin } from './admins.js';
import { createPlayer, fieldsOf } from './players.js';
import { createTestApp, type TestApp } from './test-app.js';
import { SITE_FETCH_HEADERS } from './test-http.js';

let t: TestApp;
let writes: WriteGuard;
beforeAll(async () => {
  t = await createTestApp();
  writes = await createWriteGuard(t.database.db);
});
afterAll(() => t.close());

/** The publisher's groups are attacked by a signed-in admin too, past the session check. */
const all = endpointGroups.flatMap((group) =>
  Object.entries(group.endpoints).map(([name, e]) => ({
    name: `${group.name}.${name}`,
    e,
    admin: group.name.startsWith('admin'),
  })),
);

type Caller = 'visitor' | 'player' | 'admin';
const adminSession = async () => adminLogin(t, await createAdmin(t));

/**
 * Requests generated from each endpoint's own zod schema: near-valid values, hostile strings in
 * the text fields, values of the wrong type and stray fields, as JSON or form bodies, from a
 * visitor and from a signed-in player, signed or not. Whatever arrives: no 5xx, the envelope
 * with a code of the catalogue, and a refusal writes no row anywhere.
 */
describe.each(all)('$name', ({ name, e, admin }: { name: string; e: Endpoint; admin: boolean }) => {
  it(`${e.method} ${e.path} survives generated requests`, async () => {
    const callers: Caller[] = admin ? ['visitor', 'player', 'admin'] : ['visitor', 'player'];
    const requestCase = fc.record({
      fields: requestFields(e),
      encoding: fc.constantFrom('json' as const, 'form' as const),
      caller: fc.constantFrom(...callers),
      signed: fc.boolean(),
    });
    // A session lasts until a success may have changed it (a logout, a new password).
    let player = await createPlayer(t);
    let adminCookie = admin ? await adminSession() : '';
    await writes.rebase();
    await fc.assert(
      fc.asyncProperty(requestCase, async ({ fields, encoding, caller, signed }) => {
        const sent = signed ? signFields(e, fields, t.config.OSIGN_SECRET) : fields;
        const injection = toInjection(e, sent, encoding);
        const res = await t.app.inject({
          ...injection,
          ...(caller === 'player'
            ? {
                cookies: fieldsOf(player),
                headers: { ...SITE_FETCH_HEADERS, ...injection.headers },
              }
            : {}),
          ...(caller === 'admin'
            ? { headers: { ...SITE_FETCH_HEADERS, ...injection.headers, cookie: adminCookie } }
            : {}),
        });
        const what = `${name} as ${caller}`;
        const code = checkAnswer(res, what, e);
        await writes.after(code, what);
        if (code === 200 && caller === 'player') {
          player = await createPlayer(t);
          await writes.rebase();
        }
        if (code === 200 && caller === 'admin') {
          adminCookie = await adminSession();
          await writes.rebase();
        }
      }),
      fuzzParameters(name),
    );
  });
});

describe('after every generated request', () => {
  it('the process still serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
