import { Code } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi, loginWays, session, user } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { sessionStore } from '../session/session-store';
import { SocialLinks } from './social-links';

const facebook = vi.hoisted((): { token: string | null } => ({ token: 'fb-token' }));
const google = vi.hoisted(() => ({ credential: 'google-id-token' }));
vi.mock('../social/facebook-sdk', () => ({
  facebookAccessToken: () => Promise.resolve(facebook.token),
  loadFacebook: () => Promise.resolve(),
}));
vi.mock('../social/google-identity', () => ({
  startGoogleSignIn: (_id: string, _slot: HTMLElement, onCredential: (c: string) => void) => {
    onCredential(google.credential);
    return Promise.resolve(() => undefined);
  },
}));

const BIND = '/api/user/account/bind/v2';
const LINKED = '/api/user/account/bind/list';

describe('linking Google and Facebook', () => {
  let api: ReturnType<typeof fakeApi>;
  let linked: { platform: string }[];
  beforeEach(() => {
    linked = [];
    api = fakeApi({
      '/api/guest/client/config': () => ({
        data: clientConfig({ googleClientId: 'g-id', facebookAppId: 'fb-id' }),
      }),
      '/api/user/login/loginway': () => ({ data: loginWays }),
      [LINKED]: () => ({ data: { linkedList: linked } }),
    });
    sessionStore.login(session({ userFlag: false, nickname: 'Guest', platform: 'GUEST' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a linked provider as linked and offers the other', async () => {
    linked = [{ platform: 'GOOGLE' }];
    renderWithProviders(<SocialLinks />);
    expect(await screen.findByText('Google linked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Google' })).toBeNull();
  });

  it("links Facebook with the SDK's token; the player is no guest any more", async () => {
    api.on(BIND, () => {
      linked = [{ platform: 'FACEBOOK' }];
      return { data: user({ userFlag: true, source: 1, nickname: 'Fran' }) };
    });
    renderWithProviders(<SocialLinks />);
    await userEvent.click(await screen.findByRole('button', { name: 'Link Facebook' }));
    expect(await screen.findByText('Facebook linked', { selector: 'span' })).toBeTruthy();
    expect(api.callsTo(BIND)[0]?.params).toMatchObject({
      platform: 'FACEBOOK',
      accessToken: 'fb-token',
    });
    expect(sessionStore.get().user).toMatchObject({ userFlag: true, nickname: 'Fran' });
  });

  it("links Google with the ID token Google's sign-in hands over", async () => {
    api.on(BIND, () => ({ data: user({ userFlag: true }) }));
    renderWithProviders(<SocialLinks />);
    await userEvent.click(await screen.findByRole('button', { name: 'Link Google' }));
    await waitFor(() =>
      expect(api.callsTo(BIND)[0]?.params).toMatchObject({
        platform: 'GOOGLE',
        accessToken: 'google-id-token',
      }),
    );
  });

  it.each([
    [Code.WRONG_TOKEN_DATA, 'Sorry. Wrong Token Data.'],
    [Code.TOKEN_ALREADY_BOUND, 'Sorry, this Token has already been bound.'],
    [Code.DUPLICATE_BINDING, 'Duplicate Binding. Please go to Personal to switch your account.'],
  ])('says why a link was refused (%i)', async (code, text) => {
    api.on(BIND, () => ({ code, msg: 'server text' }));
    renderWithProviders(<SocialLinks />);
    await userEvent.click(await screen.findByRole('button', { name: 'Link Facebook' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Facebook' })).toBeTruthy();
  });

  it('sends nothing when the player closes Facebook without connecting', async () => {
    facebook.token = null;
    renderWithProviders(<SocialLinks />);
    await userEvent.click(await screen.findByRole('button', { name: 'Link Facebook' }));
    expect(api.callsTo(BIND)).toHaveLength(0);
    facebook.token = 'fb-token';
  });

  it('offers nothing when the site has no provider ids', async () => {
    api.on('/api/guest/client/config', () => ({ data: clientConfig() }));
    const { container } = renderWithProviders(<SocialLinks />);
    await waitFor(() => expect(api.callsTo('/api/guest/client/config')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });
});
