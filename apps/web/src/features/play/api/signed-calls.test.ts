import { apiRoutes, computeOsign, md5Hex } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { getQrCode } from './get-qr-code';
import { recordPlay } from './record-play';
import { withOsign } from '../../../lib/osign';

describe('osign on signed endpoints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs the endpoint fields as sent, sorted, with the key appended', () => {
    const signed = withOsign(apiRoutes.play, { appId: 1001, userId: 7 }, 'key-1');
    expect(signed.osign).toBe(md5Hex('appId=1001&userId=7key-1'));
    expect(signed.osign).toBe(
      computeOsign({ appId: 1001, userId: 7 }, ['userId', 'appId'], 'key-1'),
    );
  });

  it('sends a signed play and a signed QR request', async () => {
    const api = fakeApi({ '/api/user/app/play': () => ({ data: { appId: 1001, plays: 2 } }) });
    await expect(recordPlay({ appId: 1001, userId: 7, osignKey: 'k' })).resolves.toEqual({
      appId: 1001,
      plays: 2,
    });
    await getQrCode({ appId: 1001, userId: 7, osignKey: 'k' }).catch(() => undefined);
    const [play] = api.callsTo('/api/user/app/play');
    expect(play?.method).toBe('POST');
    expect(play?.params).toMatchObject({
      appId: '1001',
      userId: '7',
      osign: md5Hex('appId=1001&userId=7k'),
    });
    expect(api.callsTo('/api/user/client/qrcode')[0]?.params.osign).toBe(
      md5Hex('appId=1001&userId=7k'),
    );
  });
});
