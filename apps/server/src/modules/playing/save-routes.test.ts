import {
  Code,
  CodeType,
  endpoints,
  GAME_SAVE_KEY_MAX,
  GAME_SAVE_KEYS_MAX,
  GAME_SAVE_VALUE_MAX,
  type Session,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, guestLogin, login, md5, tokensOf, uniqueMobile } from '../../../test/accounts.js';
import { createPlayer, fieldsOf, type Player } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type SessionFields = Record<'h5Token' | 'sdkToken' | 'userId', string>;
const MERGE = 1001;

const save = (session: SessionFields, key: string, value: string, appId = MERGE) =>
  t.call({
    method: 'POST',
    url: endpoints.gameDataSave.path,
    payload: { appId: String(appId), key, value, ...session },
  });

const load = (session: SessionFields, key: string, appId = MERGE) =>
  t.call<{ value: string | null }>({
    method: 'GET',
    url: endpoints.gameDataLoad.path,
    query: { appId: String(appId), key, ...session },
  });

const as = (p: Player) => fieldsOf(p);

describe('game data save and load', () => {
  it('keeps a value per player, game and key, and overwrites it', async () => {
    const player = as(await createPlayer(t));
    expect((await load(player, 'progress')).body).toMatchObject({
      code: Code.SUCCESS,
      data: { value: null },
    });
    expect((await save(player, 'progress', '{"best":9}')).body).toEqual({
      code: Code.SUCCESS,
      msg: 'success',
      data: {},
    });
    expect((await load(player, 'progress')).body.data).toEqual({ value: '{"best":9}' });
    await save(player, 'progress', '{"best":12}');
    expect((await load(player, 'progress')).body.data).toEqual({ value: '{"best":12}' });
    // The same key of another game is another record.
    expect((await load(player, 'progress', 1002)).body.data).toEqual({ value: null });
    await save(player, 'empty', '');
    expect((await load(player, 'empty')).body.data).toEqual({ value: '' });
  });

  it("never shows a player another player's data", async () => {
    const owner = as(await createPlayer(t));
    const other = as(await createPlayer(t));
    await save(owner, 'secret', 'mine');
    expect((await load(other, 'secret')).body.data).toEqual({ value: null });
    // The userId field cannot point elsewhere: it must match the session.
    const forged = await load({ ...other, userId: owner.userId }, 'secret');
    expect(forged.body.code).toBe(Code.TOKEN_INVALID);
    await save(other, 'secret', 'theirs');
    expect((await load(owner, 'secret')).body.data).toEqual({ value: 'mine' });
  });

  it('holds the limits of the SDK: 64 characters a key, 64 KiB a value', async () => {
    const player = as(await createPlayer(t));
    const longest = 'v'.repeat(GAME_SAVE_VALUE_MAX);
    expect((await save(player, 'k'.repeat(GAME_SAVE_KEY_MAX), longest)).body.code).toBe(
      Code.SUCCESS,
    );
    expect((await load(player, 'k'.repeat(GAME_SAVE_KEY_MAX))).body.data).toEqual({
      value: longest,
    });
    const tooLong = await save(player, 'big', `${longest}v`);
    expect(tooLong.body.code).toBe(Code.MISSING_FIELD);
    expect(tooLong.body.msg).toMatch(/^value:/);
    expect((await save(player, 'k'.repeat(GAME_SAVE_KEY_MAX + 1), 'x')).body.msg).toMatch(/^key:/);
    expect((await save(player, '', 'x')).body.code).toBe(Code.MISSING_FIELD);
  });

  it(`keeps at most ${GAME_SAVE_KEYS_MAX} keys a game, still letting existing ones change`, async () => {
    const player = as(await createPlayer(t));
    for (let i = 0; i < GAME_SAVE_KEYS_MAX; i += 1) {
      expect((await save(player, `slot-${i}`, String(i))).body.code).toBe(Code.SUCCESS);
    }
    expect((await save(player, 'one-more', 'x')).body).toMatchObject({
      code: Code.GAME_SAVE_LIMIT,
      msg: 'This game cannot save more data.',
    });
    expect((await save(player, 'slot-0', 'changed')).body.code).toBe(Code.SUCCESS);
    expect((await save(player, 'one-more', 'x', 1002)).body.code).toBe(Code.SUCCESS);
  });

  it('answers 4010 for an unknown game and 401 without a login', async () => {
    const player = as(await createPlayer(t));
    expect((await save(player, 'progress', 'x', 999_999)).body.code).toBe(Code.INVALID_APP_ID);
    const anonymous = await t.call({
      method: 'POST',
      url: endpoints.gameDataSave.path,
      payload: { appId: String(MERGE), key: 'k', value: 'v' },
    });
    expect(anonymous.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('keeps a guest’s data when the guest binds a mobile number', async () => {
    const guest: Session = await guestLogin(t);
    await save(tokensOf(guest), 'progress', 'level 7');
    const mobile = uniqueMobile();
    const bound = await t.call({
      method: 'POST',
      url: endpoints.bindAccount.path,
      payload: {
        bindTpye: '1',
        userName: mobile,
        verCode: await codeFor(t, CodeType.BIND_MOBILE, { mobile }),
        useVerCode: '1',
        password: md5('brick-lantern-7'),
        platform: guest.platform,
        ...tokensOf(guest),
      },
    });
    expect(bound.body.code).toBe(Code.SUCCESS);
    const signedIn = await login(t, mobile, 'brick-lantern-7', { loginType: 1 });
    const session = signedIn.body.data as Session;
    expect(session.userId).toBe(guest.userId);
    expect((await load(tokensOf(session), 'progress')).body.data).toEqual({ value: 'level 7' });
  });
});
