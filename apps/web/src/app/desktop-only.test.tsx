import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { DesktopOnly } from './desktop-only';
import { leaveForMobileSite } from './entry/mobile-redirect';

vi.mock(import('./entry/mobile-redirect'), async (original) => ({
  ...(await original()),
  leaveForMobileSite: vi.fn(),
}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const renderGamePage = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/pc/game/:appId"
        element={
          <DesktopOnly>
            <h1>The game page</h1>
          </DesktopOnly>
        }
      />
    </Routes>,
    { path: '/pc/game/1003' },
  );

describe('DesktopOnly on a phone', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(leaveForMobileSite).mockClear();
  });

  it('keeps the phone on this site when no mobile site is configured', async () => {
    fakeApi({ '/api/guest/client/config': () => ({ data: clientConfig() }) });
    renderGamePage();
    expect(await screen.findByRole('heading', { name: 'The game page' })).toBeTruthy();
    expect(leaveForMobileSite).not.toHaveBeenCalled();
  });

  it('sends the phone to the mobile site with the appId when one is configured', async () => {
    fakeApi({
      '/api/guest/client/config': () => ({
        data: clientConfig({ mobileSiteUrl: 'https://m.example.com/' }),
      }),
    });
    renderGamePage();
    await waitFor(() =>
      expect(leaveForMobileSite).toHaveBeenCalledWith('https://m.example.com/', 1003),
    );
    expect(screen.getByText('Opening the mobile site…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The game page' })).toBeNull();
  });
});

describe('DesktopOnly on a desktop', () => {
  it('shows the page at once and never leaves, whatever the config', async () => {
    fakeApi({
      '/api/guest/client/config': () => ({
        data: clientConfig({ mobileSiteUrl: 'https://m.example.com/' }),
      }),
    });
    renderGamePage();
    expect(screen.getByRole('heading', { name: 'The game page' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaveForMobileSite).not.toHaveBeenCalled();
  });
});
