import { md5Hex } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { relogin } from './relogin';

const RELOGIN = '/api/user/login/h5/v4';

describe('relogin (login/h5/v4)', () => {
  it("signs the tokens sent, v and locale, then the site's key from the client config", async () => {
    const api = fakeApi({ '/api/guest/client/config': () => ({ data: { osignKey: 'site-key' } }) });
    await relogin({ extra: 'Other' }).catch(() => undefined);
    await relogin({ userId: '7', h5Token: 'h5', sdkToken: 'sdk', extra: 'Other' }).catch(
      () => undefined,
    );
    // The config is fetched once; its key serves every later signature.
    expect(api.callsTo('/api/guest/client/config')).toHaveLength(1);
    const [fromCookies, fromLink] = api.callsTo(RELOGIN);
    // Tokens left to the cookies are not sent, so they sign as empty.
    expect(fromCookies?.params).not.toHaveProperty('h5Token');
    expect(fromCookies?.params.osign).toBe(
      md5Hex(`${fromCookies?.params.v}${fromCookies?.params.locale}site-key`),
    );
    expect(fromLink?.params).toMatchObject({ userId: '7', h5Token: 'h5', sdkToken: 'sdk' });
    expect(fromLink?.params.osign).toBe(
      md5Hex(`7h5sdk${fromLink?.params.v}${fromLink?.params.locale}site-key`),
    );
  });
});
