import {
  adminCatalogueEndpoints as admin,
  Code,
  endpoints,
  gameDetailResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../test/admin-catalogue.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { clearRedisPrefix, testRedisPrefix, testRedisUrl } from '../../../test/test-redis.js';

const redisUrl = testRedisUrl();
const config = {
  REDIS_URL: redisUrl ?? '',
  REDIS_PREFIX: testRedisPrefix(),
  CATALOGUE_CACHE_MS: '600000',
};
let a: TestApp | undefined;
let b: TestApp | undefined;

// Processes share their events over Redis; without it there is only ever one process.
describe.skipIf(!redisUrl)('two server processes', () => {
  beforeAll(async () => {
    a = await createTestApp({ config });
    b = await createTestApp({ config, database: a.database });
    await Promise.all([a.app.bus.ready(), b.app.bus.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await clearRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
  });

  it("a change made through one drops the other's cached public answers at once", async () => {
    if (!a || !b) throw new Error('the processes did not start');
    const other = b;
    const nameOnB = async () =>
      gameDetailResponseSchema.parse(
        (await other.call({ method: 'GET', url: `${endpoints.gameDetail.path}?appId=1003` })).body
          .data,
      ).appName;
    const before = await nameOnB();

    const ada = await signedInAdmin(a);
    const res = await ada.call(admin.gameUpdate, { appId: 1003, name: `${before} Deluxe` });
    expect(res.body.code).toBe(Code.SUCCESS);
    await vi.waitFor(async () => expect(await nameOnB()).toBe(`${before} Deluxe`));
  });
});
