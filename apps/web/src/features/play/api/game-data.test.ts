import { Code, LocalKey } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, user } from '../../../test/fake-api';
import { sessionStore } from '../../auth';
import { loadGameData, saveGameData, sendPendingSaves } from './game-data';

const SAVE = '/api/user/game/data/save';
const LOAD = '/api/user/game/data/load';

/** A server that cannot be reached while `down` is true. */
function server() {
  const state = { down: false };
  const api = fakeApi();
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };
  api.on(SAVE, () => (state.down ? unreachable() : { data: {} }));
  api.on(LOAD, () => (state.down ? unreachable() : { data: { value: 'from-server' } }));
  return { api, state };
}

const waiting = () => JSON.parse(localStorage.getItem(LocalKey.pendingSaves) ?? '[]') as unknown[];

describe('game saves without a connection', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.login(user({ userId: 7 }), { announce: false });
  });
  afterEach(() => sessionStore.clear({ announce: false }));

  it('keep the newest value of a key, answer loads with it, and go out once back online', async () => {
    const { api, state } = server();
    state.down = true;
    await saveGameData(1001, 'progress', 'first');
    await saveGameData(1001, 'progress', 'second');
    expect(waiting()).toEqual([{ userId: 7, appId: 1001, key: 'progress', value: 'second' }]);
    await expect(loadGameData(1001, 'progress')).resolves.toBe('second');

    await sendPendingSaves();
    expect(waiting()).toHaveLength(1);

    state.down = false;
    await sendPendingSaves();
    expect(waiting()).toEqual([]);
    expect(api.callsTo(SAVE).at(-1)?.params).toMatchObject({
      appId: '1001',
      key: 'progress',
      value: 'second',
    });
    await expect(loadGameData(1001, 'progress')).resolves.toBe('from-server');
  });

  it('drop a waiting value once a newer one reaches the server', async () => {
    const { state } = server();
    state.down = true;
    await saveGameData(1001, 'progress', 'old');
    state.down = false;
    await saveGameData(1001, 'progress', 'new');
    expect(waiting()).toEqual([]);
  });

  it('send only the saves of the player here, and drop one the server refuses', async () => {
    const { api, state } = server();
    state.down = true;
    await saveGameData(1001, 'progress', 'mine');
    localStorage.setItem(
      LocalKey.pendingSaves,
      JSON.stringify([
        ...waiting(),
        { userId: 8, appId: 1002, key: 'progress', value: 'someone else' },
      ]),
    );
    state.down = false;
    api.on(SAVE, () => ({ code: Code.INVALID_APP_ID }));
    await sendPendingSaves();
    expect(waiting()).toEqual([{ userId: 8, appId: 1002, key: 'progress', value: 'someone else' }]);
  });

  it('refuse a save that fails for another reason than the connection', async () => {
    const { api } = server();
    api.on(SAVE, () => ({ code: Code.INVALID_APP_ID }));
    await expect(saveGameData(1001, 'progress', 'x')).rejects.toThrow();
    expect(waiting()).toEqual([]);
  });
});
