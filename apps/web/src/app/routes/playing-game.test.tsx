import { md5Hex } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountFrozenNotice, sessionStore } from '../../features/auth';
import { clientConfig, fakeApi, session } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { PlayingGamePage } from './playing-game';
import { AuthLayer } from '../../features/auth';

const config = (patch: Record<string, unknown> = {}) => ({
  userStatus: 'normal',
  appId: 1001,
  appName: 'Number Merge 2048',
  appIconUrl: '/icon.svg',
  appUrl: 'http://games/merge-2048/',
  screenType: 0,
  status: 'online',
  ...patch,
});

const detail = {
  ...config(),
  bannerUrl: '',
  briefIntro: '',
  appType: 0,
  appTags: [],
  description: '',
  screenshots: [],
  categories: [],
  developer: '',
  playCount: 0,
  releasedAt: 0,
  howToPlay: [],
};

const render = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/pc/game/:appId" element={<PlayingGamePage />} />
        <Route path="/pc" element={<h1>Home page</h1>} />
      </Routes>
      <AccountFrozenNotice />
      <AuthLayer />
    </>,
    { path: '/pc/game/1001' },
  );

describe('the playing page', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/guest/app/detail': () => ({ data: detail }),
      '/api/user/client/gameconfig': () => ({ data: config() }),
      '/api/user/app/play': () => ({ data: { appId: 1001, plays: 1 } }),
      '/api/user/login/loginway': () => ({ data: { loginWayList: [] } }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear({ announce: false });
  });

  it('asks a visitor from outside to log in, with no way to close the box', async () => {
    sessionStore.clear({ announce: false });
    render();
    const box = await screen.findByRole('dialog', { name: 'Log in or sign up' });
    expect(within(box).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Log in to play Number Merge 2048' }),
    ).toBeTruthy();
    expect(api.callsTo('/api/user/client/gameconfig')).toHaveLength(0);
  });

  it('records a signed play, then opens the game', async () => {
    sessionStore.login(session(), { announce: false });
    render();
    expect(await screen.findByTitle('Number Merge 2048')).toBeTruthy();
    const [play] = api.callsTo('/api/user/app/play');
    expect(play?.params).toMatchObject({ appId: '1001', userId: '7' });
    expect(play?.params.osign).toBe(
      md5Hex(`71001${play?.params.v}${play?.params.locale}test-osign-key`),
    );
    expect(screen.getByRole('toolbar', { name: 'Game tools' })).toBeTruthy();
  });

  it('shows the frozen notice and goes Home when the visit came from outside', async () => {
    sessionStore.login(session(), { announce: false });
    api.on('/api/user/client/gameconfig', () => ({ data: config({ userStatus: 'frozen' }) }));
    render();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Account frozen' })).toBeTruthy();
    expect(api.callsTo('/api/user/app/play')).toHaveLength(0);
  });

  it('says why a game in maintenance does not open, with a way back', async () => {
    sessionStore.login(session(), { announce: false });
    api.on('/api/user/client/gameconfig', () => ({ data: config({ status: 'maintenance' }) }));
    render();
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeTruthy();
    expect(
      screen.getByText('This game is under maintenance. Please come back later.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the game page' })).toBeTruthy();
    expect(screen.queryByTitle('Number Merge 2048')).toBeNull();
  });

  it('says a closed game is closed when the play is refused', async () => {
    sessionStore.login(session(), { announce: false });
    api.on('/api/user/app/play', () => ({ code: 4064, msg: 'This game has been closed.' }));
    render();
    expect(await screen.findByRole('heading', { name: 'This game is closed' })).toBeTruthy();
    expect(screen.getByText('This game has been closed.')).toBeTruthy();
  });

  it('shows a refused signature as its text and offers a refresh', async () => {
    sessionStore.login(session(), { announce: false });
    api.on('/api/user/app/play', () => ({
      code: 4016,
      msg: 'The request signature is not valid. Please refresh the page.',
    }));
    render();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The request signature is not valid. Please refresh the page.',
    );
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
  });

  it('blocks a banned account: the banned dialog with the server message and a support ticket', async () => {
    sessionStore.login(session(), { announce: false });
    api.on('/api/user/client/gameconfig', () => ({
      code: 4080,
      msg: 'Your account has been banned. Please write a support ticket.',
    }));
    render();
    // Spec section 8: 4080 is the banned-account dialog with the server's message, then Home.
    const dialog = await screen.findByRole('dialog', { name: 'Account banned' });
    expect(dialog.textContent).toContain('Your account has been banned.');
    expect(dialog.textContent).toContain('write a support ticket');
    expect(sessionStore.get().isLogin).toBe(false);
  });
});
