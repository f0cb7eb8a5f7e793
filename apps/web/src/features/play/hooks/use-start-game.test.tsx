import { LocalKey } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountFrozenNotice, AuthLayer, sessionStore } from '../../auth';
import { clientConfig, fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { useStartGame } from './use-start-game';

const gameConfig = (patch: Record<string, unknown> = {}) => ({
  userStatus: 'normal',
  appId: 1001,
  appName: 'Number Merge 2048',
  appIconUrl: '/icon.svg',
  appUrl: 'http://games/merge-2048/',
  screenType: 0,
  status: 'online',
  ...patch,
});

function Play() {
  const start = useStartGame();
  return (
    <button type="button" onClick={() => void start({ appId: 1001, screenType: 0 })}>
      Play now
    </button>
  );
}

const render = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/pc/game/info/:appId" element={<Play />} />
        <Route path="/pc/game/:appId" element={<h1>Playing page</h1>} />
      </Routes>
      <AccountFrozenNotice />
      <AuthLayer />
    </>,
    { path: '/pc/game/info/1001' },
  );

describe('starting a game from a page of the site', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/login/loginway': () => ({ data: { loginWayList: [] } }),
      '/api/user/client/gameconfig': () => ({ data: gameConfig() }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear({ announce: false });
  });

  it('opens the login box first for a visitor, which can be closed', async () => {
    sessionStore.clear({ announce: false });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Play now' }));
    const box = await screen.findByRole('dialog', { name: 'Log in or sign up' });
    expect(box.hasAttribute('open')).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    expect(api.callsTo('/api/user/client/gameconfig')).toHaveLength(0);
  });

  it('reads the game config, keeps the game by name and icon, and opens the playing page', async () => {
    sessionStore.login(session(), { announce: false });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(await screen.findByRole('heading', { name: 'Playing page' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(LocalKey.playingApp) ?? 'null')).toEqual({
      appId: 1001,
      appName: 'Number Merge 2048',
      appIconUrl: '/icon.svg',
    });
  });

  it('shows the frozen notice and stays when the account is frozen', async () => {
    sessionStore.login(session(), { announce: false });
    api.on('/api/user/client/gameconfig', () => ({ data: gameConfig({ userStatus: 'frozen' }) }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Play now' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Account frozen' }).hasAttribute('open')).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Playing page' })).toBeNull();
  });
});
