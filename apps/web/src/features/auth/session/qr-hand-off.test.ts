import { Code } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, session } from '../../../test/fake-api';
import { continueWithQr, qrHandOffOf } from './qr-hand-off';
import { qrLinkOf, withoutQrToken } from './qr-link';
import { createSessionStore } from './session-store';

const PEEK = '/api/guest/qrcode/peek';
const SIGN_IN = '/api/guest/qrcode/signin';
const TOKEN = 'q'.repeat(43);
const EXPIRED = 'This QR code has expired. Please scan a new one.';

describe('a play-on-mobile link opened on the phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read from the address, and its token taken out of it', () => {
    expect(qrLinkOf(`?appId=1001&qr=${TOKEN}`)).toEqual({ token: TOKEN, appId: 1001 });
    expect(qrLinkOf(`?qr=${TOKEN}`)).toBeNull();
    expect(qrLinkOf('?appId=1001&qr=')).toBeNull();
    expect(qrLinkOf(`?appId=abc&qr=${TOKEN}`)).toBeNull();
    expect(withoutQrToken(`?appId=1001&qr=${TOKEN}&lp=x`)).toBe('?appId=1001&lp=x');
    expect(withoutQrToken(`?qr=${TOKEN}`)).toBe('');
  });

  it("offers the link's player by a look that does not use the link", async () => {
    const api = fakeApi({ [PEEK]: () => ({ data: { nickname: 'Desk Hero', iconUrl: '' } }) });
    const store = createSessionStore();
    store.login(session({ userId: 3, nickname: 'Phone' }), { announce: false });
    const handOff = await qrHandOffOf(store, { token: TOKEN, appId: 1001 });
    expect(handOff).toMatchObject({
      kind: 'offer',
      nickname: 'Desk Hero',
      current: { userId: 3 },
    });
    expect(api.callsTo(PEEK)[0]?.params).toMatchObject({ qr: TOKEN });
    expect(api.callsTo(SIGN_IN)).toHaveLength(0);
  });

  it('says a used or expired link cannot be used', async () => {
    fakeApi({ [PEEK]: () => ({ code: Code.INVALID_QRCODE, msg: 'gone' }) });
    const handOff = await qrHandOffOf(createSessionStore(), { token: TOKEN, appId: 1001 });
    expect(handOff).toMatchObject({ kind: 'invalid', message: EXPIRED, current: null });
  });

  it("continues as the link's player: the session is this browser's, the game the link's", async () => {
    fakeApi({
      [PEEK]: () => ({ data: { nickname: 'Desk Hero', iconUrl: '' } }),
      [SIGN_IN]: () => ({
        data: { ...session({ userId: 8, nickname: 'Desk Hero' }), appId: 1001 },
      }),
    });
    const store = createSessionStore();
    const offer = await qrHandOffOf(store, { token: TOKEN, appId: 1001 });
    if (offer.kind !== 'offer') throw new Error('no offer');
    expect(await continueWithQr(store, offer)).toEqual({ appId: 1001 });
    expect(store.get()).toMatchObject({ isLogin: true, user: { userId: 8 } });
  });

  it('keeps whoever was signed in when the link was used first elsewhere', async () => {
    fakeApi({
      [PEEK]: () => ({ data: { nickname: 'Desk Hero', iconUrl: '' } }),
      [SIGN_IN]: () => ({ code: Code.INVALID_QRCODE, msg: 'gone' }),
    });
    const store = createSessionStore();
    store.login(session({ userId: 3, nickname: 'Phone' }), { announce: false });
    const offer = await qrHandOffOf(store, { token: TOKEN, appId: 1001 });
    if (offer.kind !== 'offer') throw new Error('no offer');
    expect(await continueWithQr(store, offer)).toMatchObject({ kind: 'invalid', message: EXPIRED });
    expect(store.get().user).toMatchObject({ userId: 3 });
  });
});
