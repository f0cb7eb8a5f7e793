import { Code, PageId } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../../lib/api-client';
import { trackPageView } from '../../tracking/site-tracker';
import { clientConfig, fakeApi, session, loginWays } from '../../../test/fake-api';
import { formsLoaded, renderWithProviders } from '../../../test/render';
import { apiRoutes } from '@portal/contracts';
import { useLoginBox } from '../login-box-context';
import { sessionStore } from '../session/session-store';
import { AuthLayer } from './auth-layer';

vi.mock('../../../lib/reload', () => ({ reloadPage: vi.fn() }));
vi.mock('../../tracking/site-tracker', () => ({ trackPageView: vi.fn() }));

function Opener() {
  const box = useLoginBox();
  return (
    <button type="button" onClick={() => void box.open()}>
      Open box
    </button>
  );
}

describe('the account layer', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.mocked(trackPageView).mockClear();
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/login/loginway': () => ({ data: loginWays }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderLayer = () =>
    renderWithProviders(
      <>
        <Routes>
          <Route path="/pc" element={<h1>Home page</h1>} />
          <Route path="/pc/game/list" element={<h1>Games page</h1>} />
        </Routes>
        <Opener />
        <AuthLayer />
      </>,
      { path: '/pc/game/list' },
    );

  it('opens the login box on 401 or 4017, clearing the session', async () => {
    sessionStore.login(session());
    renderLayer();
    api.on('/api/hotItemsArr', () => ({ code: Code.TOKEN_INVALID, msg: 'x' }));
    await apiCall(apiRoutes.hotItems, {}).catch(() => undefined);
    expect(await screen.findByRole('dialog', { name: 'Log in or sign up' })).toBeTruthy();
    expect(sessionStore.get().isLogin).toBe(false);
  });

  it('shows the banned dialog with the server message on 4080, then goes Home', async () => {
    renderLayer();
    api.on('/api/hotItemsArr', () => ({ code: Code.BANNED, msg: 'Banned for cheating.' }));
    await apiCall(apiRoutes.hotItems, {}).catch(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Account banned' });
    expect(within(dialog).getByText('Banned for cheating.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('tracks each opening of the box, and the sign-up tab once per page load', async () => {
    renderLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Open box' }));
    await formsLoaded();
    const box = screen.getByRole('dialog', { name: 'Log in or sign up' });
    expect(trackPageView).toHaveBeenCalledWith(PageId.SIGN_IN);
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    await userEvent.click(within(box).getByRole('tab', { name: 'Login' }));
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open box' }));
    await waitFor(() =>
      expect(vi.mocked(trackPageView).mock.calls).toEqual([
        [PageId.SIGN_IN],
        [PageId.SIGN_UP],
        [PageId.SIGN_IN],
      ]),
    );
  });
});
