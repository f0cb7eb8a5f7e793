import { apiRoutes, LOCALE, md5Hex } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { getQrCode } from './get-qr-code';
import { recordPlay } from './record-play';
import { withOsign } from '../../../lib/osign';

describe('osign on signed endpoints', () => {
  afterEach(() => vi.useRealTimers());

  it('signs the recipe values in order with the v and locale sent, the key last for play', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const play = withOsign(apiRoutes.play, { appId: 1001, userId: 7 }, 'key-1');
    expect(play.v).toBe(1_700_000_000_000);
    expect(play.osign).toBe(md5Hex(`710011700000000000${LOCALE}key-1`));
    const qr = withOsign(apiRoutes.qrCode, { appId: 1001, userId: 7 }, 'key-1');
    expect(qr.osign).toBe(md5Hex(`710011700000000000${LOCALE}`));
  });

  it('sends a signed play and a signed QR request with the v it signed', async () => {
    const api = fakeApi({ '/api/user/app/play': () => ({ data: { appId: 1001, plays: 2 } }) });
    await expect(recordPlay({ appId: 1001, userId: 7, osignKey: 'k' })).resolves.toEqual({
      appId: 1001,
      plays: 2,
    });
    await getQrCode({ appId: 1001, userId: 7, osignKey: 'k' }).catch(() => undefined);
    const [play] = api.callsTo('/api/user/app/play');
    expect(play?.method).toBe('POST');
    expect(play?.params).toMatchObject({ appId: '1001', userId: '7' });
    expect(play?.params.osign).toBe(md5Hex(`71001${play?.params.v}${play?.params.locale}k`));
    const [qr] = api.callsTo('/api/user/client/qrcode');
    expect(qr?.params.osign).toBe(md5Hex(`71001${qr?.params.v}${qr?.params.locale}`));
  });
});
