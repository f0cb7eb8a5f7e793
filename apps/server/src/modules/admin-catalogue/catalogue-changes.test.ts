import {
  adminCatalogueEndpoints as admin,
  Code,
  endpoints,
  gameDetailResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../test/admin-catalogue.js';
import { createPlayer, playedGamesOf, playGame } from '../../../test/players.js';
import { testRedisUrl } from '../../../test/test-redis.js';
import { startTwoProcesses, type TwoProcesses } from '../../../test/two-processes.js';

const redisUrl = testRedisUrl();
let pair: TwoProcesses | undefined;

// Processes share their events over Redis; without it there is only ever one process.
describe.skipIf(!redisUrl)('two server processes', () => {
  beforeAll(async () => {
    pair = await startTwoProcesses({ config: { CATALOGUE_CACHE_MS: '600000' } });
  });
  afterAll(() => pair?.close());

  it("a change made through one drops the other's cached public answers and kept games at once", async () => {
    if (!pair) throw new Error('the processes did not start');
    const { a, b } = pair;
    const other = b;
    const nameOnB = async () =>
      gameDetailResponseSchema.parse(
        (await other.call({ method: 'GET', url: `${endpoints.gameDetail.path}?appId=1003` })).body
          .data,
      ).appName;
    const before = await nameOnB();
    // A player on the other process with the game in their played list, which keeps it too.
    const player = await createPlayer(other);
    expect((await playGame(other, player, 1003)).body.code).toBe(Code.SUCCESS);
    const playedNameOnB = async () => (await playedGamesOf(other, player))[0]?.appName;
    expect(await playedNameOnB()).toBe(before);

    const ada = await signedInAdmin(a);
    const res = await ada.call(admin.gameUpdate, { appId: 1003, name: `${before} Deluxe` });
    expect(res.body.code).toBe(Code.SUCCESS);
    await vi.waitFor(async () => expect(await nameOnB()).toBe(`${before} Deluxe`));
    await vi.waitFor(async () => expect(await playedNameOnB()).toBe(`${before} Deluxe`));
  });
});
