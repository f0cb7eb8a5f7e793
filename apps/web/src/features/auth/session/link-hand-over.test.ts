import { Code } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, session, user } from '../../../test/fake-api';
import { adoptLink, handOverOffer } from './link-hand-over';
import { createSessionStore } from './session-store';

const PROFILE = '/api/user/profile/detail';
const RELOGIN = '/api/user/login/h5/v4';
const link = { userId: '8', h5Token: 'h'.repeat(20), sdkToken: 's'.repeat(20) };

describe('the hand-over of a link', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      [PROFILE]: () => ({ data: user({ userId: 8, nickname: 'Linked' }) }),
      [RELOGIN]: () => ({ data: session({ userId: 8, nickname: 'Linked' }) }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads whose the link is with its tokens, without adopting them', async () => {
    const store = createSessionStore();
    store.login(session({ userId: 7, nickname: 'Me' }), { announce: false });
    const offer = await handOverOffer(store, link);
    expect(offer).toMatchObject({
      linkUser: { userId: 8, nickname: 'Linked' },
      current: { userId: 7, nickname: 'Me' },
    });
    expect(api.callsTo(PROFILE)[0]?.params).toMatchObject(link);
    expect(api.callsTo(RELOGIN)).toHaveLength(0);
    expect(store.get().user).toMatchObject({ userId: 7 });
  });

  it('asks a visitor with no session too', async () => {
    const offer = await handOverOffer(createSessionStore(), link);
    expect(offer).toMatchObject({ linkUser: { userId: 8 }, current: null });
  });

  it('does not ask about the account already signed in, nor about a link that opens nothing', async () => {
    const store = createSessionStore();
    store.login(session({ userId: 8 }), { announce: false });
    expect(await handOverOffer(store, link)).toBeNull();
    api.on(PROFILE, () => ({ code: Code.TOKEN_INVALID, msg: 'x' }));
    expect(await handOverOffer(createSessionStore(), link)).toBeNull();
  });

  it('adopts the link with h5/v4 only when asked to', async () => {
    const store = createSessionStore();
    await adoptLink(store, link);
    expect(api.callsTo(RELOGIN)[0]?.params).toMatchObject(link);
    expect(store.get()).toMatchObject({ isLogin: true, user: { userId: 8 } });
  });
});
