import { Code, endpoints, userSchema, type Session, type User } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  guestLogin,
  login,
  md5,
  tokensOf,
  uniqueClientId,
  uniqueEmail,
} from '../../../test/accounts.js';
import { setUserStatus } from '../../../test/players.js';
import { startSocialProviders, type SocialProviders } from '../../../test/social-providers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let providers: SocialProviders;
let next = 0;
const subject = () => `bind-subject-${process.pid}-${(next += 1)}`;

beforeAll(async () => {
  providers = await startSocialProviders();
  t = await createTestApp({ seed: false, config: providers.config });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

type Signed = Pick<Session, 'h5Token' | 'sdkToken' | 'userId'>;

const bind = (session: Signed, platform: string, accessToken: string) =>
  t.call<User | null>({
    method: 'POST',
    url: endpoints.bindAccount.path,
    payload: { ...tokensOf(session), platform, accessToken },
  });

const socialLogin = (platform: 'GOOGLE' | 'FACEBOOK', accessToken: string) =>
  t.call<Session>({
    method: 'POST',
    url: endpoints.socialLogin.path,
    payload: { platform, clientId: uniqueClientId(), accessToken },
  });

const linked = (session: Signed) =>
  t.call<{ linkedList: { platform: string }[] }>({
    method: 'GET',
    url: endpoints.linkedAccounts.path,
    query: tokensOf(session),
  });

const refusal = (code: number, msg: string) => ({ code, msg, data: null });
const WRONG_TOKEN = refusal(4108, 'Sorry. Wrong Token Data.');
const TOKEN_BOUND = refusal(4109, 'Sorry, this Token has already been bound.');
const DUPLICATE = refusal(4110, 'Duplicate Binding. Please go to Personal to switch your account.');

describe('binding Google or Facebook (POST /api/user/account/bind/v2 with accessToken)', () => {
  it('makes a guest a Google player, whose Google login then opens the same account', async () => {
    const clientId = uniqueClientId();
    const guest = await guestLogin(t, clientId);
    expect(guest.userFlag).toBe(false);
    expect((await linked(guest)).body.data.linkedList).toEqual([]);
    const sub = subject();
    const res = await bind(guest, 'GOOGLE', await providers.googleToken(sub, { name: 'Ana' }));
    expect(res.body.code).toBe(200);
    expect(userSchema.parse(res.body.data)).toMatchObject({
      userId: guest.userId,
      userFlag: true,
      source: 1,
      nickname: 'Ana',
      platform: 'GUEST',
    });
    expect((await linked(guest)).body.data.linkedList).toEqual([{ platform: 'GOOGLE' }]);
    const signedIn = await socialLogin('GOOGLE', await providers.googleToken(sub));
    expect(signedIn.body.data).toMatchObject({ userId: guest.userId, userFlag: true });
    // The account now opens with Google: the device's next guest login starts a new guest.
    expect((await guestLogin(t, clientId)).userId).not.toBe(guest.userId);
  });

  it('links Facebook to an e-mail account, which keeps its password and its name', async () => {
    const email = uniqueEmail();
    const account = await createAccount(t, { email, password: 'secret-pass-1' });
    const session = (await login(t, email, 'secret-pass-1')).body.data as Session;
    const res = await bind(session, 'FACEBOOK', providers.facebookToken(subject()));
    expect(res.body.data).toMatchObject({ userId: account.userId, source: 0, nickname: 'Tester' });
    const fb = await socialLogin(
      'FACEBOOK',
      providers.facebookToken(`bind-subject-${process.pid}-${next}`),
    );
    expect(fb.body.data.userId).toBe(account.userId);
    expect((await login(t, email, 'secret-pass-1')).body.code).toBe(200);
    expect((await linked(session)).body.data.linkedList).toEqual([{ platform: 'FACEBOOK' }]);
  });

  it('answers 4108 "Sorry. Wrong Token Data." for a token that does not verify', async () => {
    const guest = await guestLogin(t);
    expect(
      (await bind(guest, 'GOOGLE', await providers.forgedGoogleToken(subject()))).body,
    ).toEqual(WRONG_TOKEN);
    expect((await bind(guest, 'GOOGLE', 'not-a-token')).body).toEqual(WRONG_TOKEN);
    expect((await bind(guest, 'FACEBOOK', 'unknown-facebook-token')).body).toEqual(WRONG_TOKEN);
    // A Google token is not a Facebook token.
    expect((await bind(guest, 'FACEBOOK', await providers.googleToken(subject()))).body).toEqual(
      WRONG_TOKEN,
    );
    expect((await linked(guest)).body.data.linkedList).toEqual([]);
  });

  it('answers 4109 for an identity that belongs to another account', async () => {
    const sub = subject();
    const owner = (await socialLogin('GOOGLE', await providers.googleToken(sub))).body.data;
    const guest = await guestLogin(t);
    expect((await bind(guest, 'GOOGLE', await providers.googleToken(sub))).body).toEqual(
      TOKEN_BOUND,
    );
    expect((await socialLogin('GOOGLE', await providers.googleToken(sub))).body.data.userId).toBe(
      owner.userId,
    );
    expect((await linked(guest)).body.data.linkedList).toEqual([]);
  });

  it('answers 4110 for a second identity of one provider; the same one again is a success', async () => {
    const guest = await guestLogin(t);
    const sub = subject();
    expect((await bind(guest, 'GOOGLE', await providers.googleToken(sub))).body.code).toBe(200);
    expect((await bind(guest, 'GOOGLE', await providers.googleToken(sub))).body.code).toBe(200);
    expect((await bind(guest, 'GOOGLE', await providers.googleToken(subject()))).body).toEqual(
      DUPLICATE,
    );
    // Another provider is no duplicate.
    expect((await bind(guest, 'FACEBOOK', providers.facebookToken(subject()))).body.code).toBe(200);
    expect((await linked(guest)).body.data.linkedList.map((l) => l.platform).sort()).toEqual([
      'FACEBOOK',
      'GOOGLE',
    ]);
  });

  it('lets only one of two identities racing for one account in', async () => {
    const guest = await guestLogin(t);
    const tokens = await Promise.all([
      providers.googleToken(subject()),
      providers.googleToken(subject()),
    ]);
    const codes = (await Promise.all(tokens.map((token) => bind(guest, 'GOOGLE', token)))).map(
      (res) => res.body.code,
    );
    expect(codes.sort()).toEqual([200, Code.DUPLICATE_BINDING]);
  });

  it('a Google player (not a guest) has userFlag true from the first login', async () => {
    const res = await socialLogin('GOOGLE', await providers.googleToken(subject()));
    expect(res.body.data).toMatchObject({ userFlag: true, source: 1 });
  });

  it('needs a session, and refuses a banned one with 4080', async () => {
    const token = await providers.googleToken(subject());
    const anonymous = await t.call({
      method: 'POST',
      url: endpoints.bindAccount.path,
      payload: { platform: 'GOOGLE', accessToken: token },
    });
    expect(anonymous.body.code).toBe(Code.UNAUTHORIZED);
    const guest = await guestLogin(t);
    await setUserStatus(t, guest.userId, 'banned');
    expect((await bind(guest, 'GOOGLE', token)).body.code).toBe(Code.BANNED);
  });

  it('names what is missing or wrong in the request', async () => {
    const guest = await guestLogin(t);
    expect((await bind(guest, 'GUEST', 'some-token')).body).toEqual(
      refusal(Code.MISSING_FIELD, 'platform: must be GOOGLE or FACEBOOK'),
    );
    // Without accessToken it is the address bind, whose fields are then required.
    const address = await t.call({
      method: 'POST',
      url: endpoints.bindAccount.path,
      payload: { ...tokensOf(guest), platform: 'GOOGLE', bindTpye: '0', verCode: '123456' },
    });
    expect(address.body).toEqual(refusal(Code.MISSING_FIELD, 'userName: This field is required.'));
    const noPassword = await t.call({
      method: 'POST',
      url: endpoints.bindAccount.path,
      payload: {
        ...tokensOf(guest),
        platform: 'GUEST',
        userName: uniqueEmail(),
        bindTpye: '0',
        verCode: '123456',
      },
    });
    expect(noPassword.body).toEqual(
      refusal(Code.MISSING_FIELD, 'password: This field is required.'),
    );
    // The address bind goes on with its own checks (here: the code) when all is there.
    const wrongCode = await t.call({
      method: 'POST',
      url: endpoints.bindAccount.path,
      payload: {
        ...tokensOf(guest),
        platform: 'GUEST',
        userName: uniqueEmail(),
        bindTpye: '0',
        verCode: '000000',
        password: md5('secret-pass-2'),
      },
    });
    expect(wrongCode.body.code).toBe(Code.WRONG_CODE);
  });
});
