import { Code } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, session, user } from '../../../test/fake-api';
import { externalLinkSession, initSession, withoutSessionKeys } from './init-session';
import { createSessionStore } from './session-store';

const RELOGIN = '/api/user/login/h5/v4';

describe('start-up login', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ [RELOGIN]: () => ({ data: session() }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clears the login info without a call when this browser knows no player', async () => {
    const store = createSessionStore();
    await initSession(store);
    expect(api.calls).toHaveLength(0);
    expect(store.get()).toMatchObject({ ready: true, isLogin: false, user: null });
  });

  it('relogs a remembered player from the cookies, saying which app it runs in', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(user()));
    const store = createSessionStore();
    await initSession(store);
    expect(store.get()).toMatchObject({ ready: true, isLogin: true, user: { userId: 7 } });
    const params = api.callsTo(RELOGIN)[0]?.params ?? {};
    expect(params.extra).toBe('Other');
    expect(params.h5Token).toBeUndefined();
    expect(window.localStorage.getItem('userInfo')).not.toContain('h5-token');
  });

  it.each([Code.UNAUTHORIZED, Code.TOKEN_INVALID, Code.BANNED])(
    'clears the stored player on %i',
    async (code) => {
      window.localStorage.setItem('userInfo', JSON.stringify(user()));
      api.on(RELOGIN, () => ({ code, msg: 'x' }));
      const store = createSessionStore();
      await initSession(store);
      expect(store.get()).toMatchObject({ ready: true, isLogin: false });
      expect(window.localStorage.getItem('userInfo')).toBeNull();
    },
  );

  it("shows a player banned since the last visit the server's message (4080)", async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(user()));
    api.on(RELOGIN, () => ({ code: Code.BANNED, msg: 'Banned for cheating.' }));
    const onBanned = vi.fn();
    const store = createSessionStore();
    await initSession(store, onBanned);
    expect(onBanned).toHaveBeenCalledWith('Banned for cheating.');
    expect(store.get()).toMatchObject({ ready: true, isLogin: false });
  });

  it('keeps the stored player for the next visit when the server could not answer', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(user()));
    api.on(RELOGIN, () => ({ code: Code.SERVER_ERROR, msg: 'x' }));
    const store = createSessionStore();
    await initSession(store);
    expect(store.get()).toMatchObject({ ready: true, isLogin: false });
    expect(window.localStorage.getItem('userInfo')).not.toBeNull();
  });

  it('ignores an answer that arrives after another login', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(user({ nickname: 'Old' })));
    let answer: (value: { data: unknown }) => void = () => undefined;
    api.on(RELOGIN, () => new Promise((resolve) => (answer = resolve)));
    const store = createSessionStore();
    const pending = initSession(store);
    await vi.waitFor(() => expect(api.callsTo(RELOGIN)).toHaveLength(1));
    store.login(session({ userId: 9, nickname: 'New' }));
    answer({ data: session({ nickname: 'Old' }) });
    await pending;
    expect(store.get().user).toMatchObject({ userId: 9, nickname: 'New' });
  });

  it('leaves an existing session alone', async () => {
    const store = createSessionStore();
    store.login(session());
    await initSession(store);
    expect(api.calls).toHaveLength(0);
  });

  it('reads the session of a link from the address, and drops it from there', () => {
    const search = '?userId=7&h5Token=aaaaaaaaaaaaaaaaaaaa&sdkToken=bbbbbbbbbbbbbbbbbbbb&lp=x';
    expect(externalLinkSession('?userId=7&h5Token=a')).toBeNull();
    expect(externalLinkSession(search)).toEqual({
      userId: '7',
      h5Token: 'aaaaaaaaaaaaaaaaaaaa',
      sdkToken: 'bbbbbbbbbbbbbbbbbbbb',
    });
    expect(withoutSessionKeys(search)).toBe('?lp=x');
  });
});
