import {
  adminCatalogueEndpoints,
  Code,
  endpoints,
  gameConfigSchema,
  gameDetailResponseSchema,
  PLAYED_PAGE_SIZE,
  playedListResponseSchema,
  playResponseSchema,
} from '@portal/contracts';
import { catalogue } from '@portal/games/catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/admin-catalogue.js';
import { FakeClock } from '../../../test/fake-clock.js';
import {
  createPlayer,
  fieldsOf,
  osignFor,
  playedGamesOf,
  playGame,
  setGameStatus,
  type Player,
} from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { games, gameTags, playedGames } from '../../db/schema.js';

let t: TestApp;
const clock = new FakeClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const MERGE = 1001;
const SNAKE = 1002;

const gameConfig = (player: Player | null, appId: number | string) =>
  t.call({
    method: 'GET',
    url: endpoints.gameConfig.path,
    query: { appId: String(appId), ...(player ? fieldsOf(player) : {}) },
  });

const play = (
  player: Player,
  appId: number,
  osign = osignFor(t, endpoints.play, { appId, ...fieldsOf(player) }),
) =>
  t.call({
    method: 'POST',
    url: endpoints.play.path,
    payload: { appId: String(appId), osign, ...fieldsOf(player) },
  });

const playedList = (player: Player, query: Record<string, string> = {}) =>
  t.call({
    method: 'GET',
    url: endpoints.playedList.path,
    query: { ...fieldsOf(player), ...query },
  });

const playCount = async (appId: number) => {
  const [row] = await t.database.db
    .select({ n: games.playCount })
    .from(games)
    .where(eq(games.appId, appId));
  return row?.n;
};

describe('GET /api/user/client/gameconfig', () => {
  it('answers what the site needs to open the game', async () => {
    const player = await createPlayer(t);
    const res = await gameConfig(player, MERGE);
    expect(res.body.code).toBe(Code.SUCCESS);
    const game = catalogue.find((g) => g.appId === MERGE);
    expect(gameConfigSchema.parse(res.body.data)).toEqual({
      userStatus: 'normal',
      appId: MERGE,
      appName: game?.name,
      appIconUrl: `${t.config.GAMES_ORIGIN}/merge-2048/art/icon.webp`,
      appUrl: `${t.config.GAMES_ORIGIN}/merge-2048/`,
      screenType: game?.screenType,
      status: 'online',
    });
  });

  it('tells a frozen player apart', async () => {
    const player = await createPlayer(t, 'frozen');
    const res = await gameConfig(player, MERGE);
    expect(res.body.data).toMatchObject({ userStatus: 'frozen' });
  });

  it('refuses a banned player with the ticket advice', async () => {
    const player = await createPlayer(t, 'banned');
    const res = await gameConfig(player, MERGE);
    expect(res.body.code).toBe(Code.BANNED);
    expect(res.body.msg).toMatch(/support ticket/);
  });

  it('answers the status of a game in maintenance or closed, so the site can say why', async () => {
    const player = await createPlayer(t);
    await setGameStatus(t, 1003, 'maintenance');
    await setGameStatus(t, 1004, 'closed');
    expect((await gameConfig(player, 1003)).body.data).toMatchObject({ status: 'maintenance' });
    expect((await gameConfig(player, 1004)).body.data).toMatchObject({ status: 'closed' });
    await setGameStatus(t, 1003, 'online');
    await setGameStatus(t, 1004, 'online');
  });

  it('answers 4010 for an unknown or malformed appId, 401 without a login', async () => {
    const player = await createPlayer(t);
    expect((await gameConfig(player, 999_999)).body.code).toBe(Code.INVALID_APP_ID);
    expect((await gameConfig(player, 'abc')).body.code).toBe(Code.INVALID_APP_ID);
    const anonymous = await gameConfig(null, MERGE);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('POST /api/user/app/play', () => {
  it('counts each play for the player and the game', async () => {
    const player = await createPlayer(t);
    const before = await playCount(SNAKE);
    const first = await play(player, SNAKE);
    expect(first.body.code).toBe(Code.SUCCESS);
    expect(playResponseSchema.parse(first.body.data)).toEqual({ appId: SNAKE, plays: 1 });
    expect((await play(player, SNAKE)).body.data).toEqual({ appId: SNAKE, plays: 2 });
    expect(await playCount(SNAKE)).toBe((before ?? 0) + 2);
    const [row] = await t.database.db
      .select()
      .from(playedGames)
      .where(and(eq(playedGames.userId, player.userId), eq(playedGames.appId, SNAKE)));
    expect(row).toMatchObject({ plays: 2, lastPlayedAt: new Date(clock.now()) });
  });

  it('refuses a missing, malformed or wrong signature with 4016 and counts nothing', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const before = await playCount(MERGE);
    const wrong = [
      '',
      'not-a-signature',
      osignFor(t, endpoints.play, { appId: SNAKE, ...fieldsOf(player) }),
      osignFor(t, endpoints.play, { appId: MERGE, ...fieldsOf(other) }),
      osignFor({ ...t, config: { ...t.config, OSIGN_SECRET: 'another-secret' } }, endpoints.play, {
        appId: MERGE,
        ...fieldsOf(player),
      }),
    ];
    for (const osign of wrong) {
      const res = await play(player, MERGE, osign);
      expect(res.body, osign).toMatchObject({ code: Code.INVALID_SIGN, data: null });
    }
    const unsigned = await t.call({
      method: 'POST',
      url: endpoints.play.path,
      payload: { appId: String(MERGE), ...fieldsOf(player) },
    });
    expect(unsigned.body.code).toBe(Code.INVALID_SIGN);
    expect(await playCount(MERGE)).toBe(before);
    expect((await playedList(player)).body.data).toMatchObject({ total: 0 });
  });

  it('checks the signature over the texts sent, which must be the values used', async () => {
    const player = await createPlayer(t);
    const osign = osignFor(t, endpoints.play, { appId: MERGE, ...fieldsOf(player) });
    const before = await playCount(MERGE);
    const sent = (fields: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: endpoints.play.path,
        payload: { appId: String(MERGE), osign, ...fieldsOf(player), ...fields },
      });
    for (const appId of [`0${MERGE}`, ` ${MERGE}`, `${MERGE}.0`, `+${MERGE}`]) {
      expect((await sent({ appId })).body.code, appId).toBe(Code.INVALID_SIGN);
    }
    expect((await sent({ userId: ` ${player.userId}` })).body.code).toBe(Code.INVALID_SIGN);
    expect(await playCount(MERGE)).toBe(before);
    expect((await sent({})).body.code).toBe(Code.SUCCESS);
  });

  it('signs a userId left to the cookie as empty', async () => {
    const player = await createPlayer(t);
    const res = await t.call({
      method: 'POST',
      url: endpoints.play.path,
      payload: {
        appId: String(MERGE),
        osign: osignFor(t, endpoints.play, { appId: MERGE }),
      },
      cookies: fieldsOf(player),
    });
    expect(res.body.code).toBe(Code.SUCCESS);
  });

  it('refuses a game in maintenance (4063) or closed (4064)', async () => {
    const player = await createPlayer(t);
    await setGameStatus(t, 1005, 'maintenance');
    expect((await play(player, 1005)).body).toMatchObject({
      code: Code.GAME_MAINTENANCE,
      msg: 'This game is under maintenance. Please come back later.',
    });
    await setGameStatus(t, 1005, 'closed');
    expect((await play(player, 1005)).body).toMatchObject({
      code: Code.GAME_CLOSED,
      msg: 'This game has been closed.',
    });
    await setGameStatus(t, 1005, 'online');
    expect((await playedList(player)).body.data).toMatchObject({ total: 0 });
  });

  it('refuses a frozen player (4081), a banned one (4080) and an unknown game (4010)', async () => {
    expect((await play(await createPlayer(t, 'frozen'), MERGE)).body.code).toBe(
      Code.ACCOUNT_FROZEN,
    );
    expect((await play(await createPlayer(t, 'banned'), MERGE)).body.code).toBe(Code.BANNED);
    expect((await play(await createPlayer(t), 999_999)).body.code).toBe(Code.INVALID_APP_ID);
  });
});

describe('GET /api/user/playedlist', () => {
  it('lists the games most recently played first, 5 a page by default', async () => {
    const player = await createPlayer(t);
    const order = [1001, 1002, 1003, 1004, 1005, 1006, 1007];
    for (const appId of order) {
      clock.advance(1000);
      expect((await play(player, appId)).body.code).toBe(Code.SUCCESS);
    }
    // Playing an old game again brings it to the front.
    clock.advance(1000);
    await play(player, 1002);
    const first = playedListResponseSchema.parse((await playedList(player)).body.data);
    expect(first).toMatchObject({ page: 1, pageSize: PLAYED_PAGE_SIZE, total: 7, hasMore: true });
    expect(first.appList.map((g) => g.appId)).toEqual([1002, 1007, 1006, 1005, 1004]);
    expect(first.appList[0]).toMatchObject({ plays: 2, lastPlayedAt: clock.now() });
    expect(first.appList[0]?.appTags.length).toBeGreaterThan(0);
    const second = playedListResponseSchema.parse(
      (await playedList(player, { page: '2' })).body.data,
    );
    expect(second).toMatchObject({ page: 2, total: 7, hasMore: false });
    expect(second.appList.map((g) => g.appId)).toEqual([1003, 1001]);
    const all = playedListResponseSchema.parse(
      (await playedList(player, { pageSize: '50' })).body.data,
    );
    expect(all.appList).toHaveLength(7);
  });

  it('shows each game with its tags as the catalogue does, in the same order', async () => {
    const player = await createPlayer(t);
    const UNTAGGED = 1008;
    // A game without tags for the length of this test.
    const removed = await t.database.db
      .delete(gameTags)
      .where(eq(gameTags.appId, UNTAGGED))
      .returning();
    try {
      for (const appId of [MERGE, SNAKE, UNTAGGED]) {
        clock.advance(1000);
        await play(player, appId);
      }
      const listed = playedListResponseSchema.parse((await playedList(player)).body.data).appList;
      for (const game of listed) {
        const detail = gameDetailResponseSchema.parse(
          (
            await t.call({
              method: 'GET',
              url: endpoints.gameDetail.path,
              query: { appId: String(game.appId) },
            })
          ).body.data,
        );
        expect(game.appTags, String(game.appId)).toEqual(detail.appTags);
      }
      expect(listed.find((g) => g.appId === MERGE)?.appTags.map((tag) => tag.tagName)).toEqual([
        'Casual',
        'Numbers',
        'Puzzle',
      ]);
      expect(listed.find((g) => g.appId === UNTAGGED)?.appTags).toEqual([]);
    } finally {
      await t.database.db.insert(gameTags).values(removed);
    }
  });

  it('shows each player only their own games', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    await play(player, MERGE);
    expect((await playedList(other)).body.data).toMatchObject({ appList: [], total: 0 });
    expect((await playedList(player)).body.data).toMatchObject({ total: 1 });
  });

  it('keeps a game that closed since, with its status', async () => {
    const player = await createPlayer(t);
    await play(player, 1008);
    await setGameStatus(t, 1008, 'closed');
    const list = playedListResponseSchema.parse((await playedList(player)).body.data);
    expect(list.appList[0]).toMatchObject({ appId: 1008, status: 'closed' });
    await setGameStatus(t, 1008, 'online');
  });

  it('needs a login', async () => {
    const res = await t.call({ method: 'GET', url: endpoints.playedList.path });
    expect(res.body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('GET /api/user/client/shortcut', () => {
  const shortcut = (player: Player | null, appId: number | string) =>
    t.app.inject({
      method: 'GET',
      url: endpoints.shortcut.path,
      query: { appId: String(appId), ...(player ? fieldsOf(player) : {}) },
    });

  it('answers an Internet Shortcut to the game on this portal, as a download', async () => {
    const res = await shortcut(await createPlayer(t), MERGE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Number Merge 2048.url"; filename*=UTF-8''Number%20Merge%202048.url`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(`[InternetShortcut]\nURL=${t.config.PUBLIC_URL}/pc/game/${MERGE}\n`);
  });

  it('answers refusals as envelopes', async () => {
    const player = await createPlayer(t);
    const unknown = await shortcut(player, 999_999);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.json()).toMatchObject({ code: Code.INVALID_APP_ID });
    await setGameStatus(t, 1006, 'closed');
    expect((await shortcut(player, 1006)).json()).toMatchObject({ code: Code.GAME_CLOSED });
    await setGameStatus(t, 1006, 'maintenance');
    expect((await shortcut(player, 1006)).statusCode).toBe(200);
    await setGameStatus(t, 1006, 'online');
    expect((await shortcut(null, MERGE)).json()).toMatchObject({ code: Code.UNAUTHORIZED });
  });
});

describe('GET /api/user/playedlist, its games kept with the catalogue', () => {
  let kept: TestApp;
  beforeAll(async () => {
    kept = await createTestApp({ clock, config: { CATALOGUE_CACHE_MS: '600000' } });
  });
  afterAll(() => kept.close());

  const playOn = (player: Player, appId: number) => playGame(kept, player, appId);
  const listOn = (player: Player) => playedGamesOf(kept, player);

  it("shows the player's plays as they are and a publisher's change to a game at once", async () => {
    const player = await createPlayer(kept);
    const other = await createPlayer(kept);
    const name = catalogue.find((g) => g.appId === SNAKE)?.name;
    clock.advance(1000);
    expect((await playOn(player, SNAKE)).body.code).toBe(Code.SUCCESS);
    expect(await listOn(player)).toMatchObject([{ appId: SNAKE, appName: name, plays: 1 }]);

    // Each play drops the player's kept pages before its answer goes out.
    clock.advance(1000);
    await playOn(player, SNAKE);
    clock.advance(1000);
    await playOn(other, SNAKE);
    expect(await listOn(player)).toMatchObject([
      { appId: SNAKE, plays: 2, lastPlayedAt: clock.now() - 1000 },
    ]);
    expect(await listOn(other)).toMatchObject([{ appId: SNAKE, plays: 1 }]);

    const ada = await signedInAdmin(kept);
    const renamed = await ada.call(adminCatalogueEndpoints.gameUpdate, {
      appId: SNAKE,
      name: `${name} Deluxe`,
    });
    expect(renamed.body.code).toBe(Code.SUCCESS);
    expect(await listOn(player)).toMatchObject([{ appId: SNAKE, appName: `${name} Deluxe` }]);
    expect(await listOn(other)).toMatchObject([{ appId: SNAKE, appName: `${name} Deluxe` }]);
  });
});
