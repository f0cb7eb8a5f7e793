import { apiRoutes, FIRST_ANSWERS_ELEMENT_ID, firstAnswerKey, LocalKey } from '@portal/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi } from '../test/fake-api';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const hotRow = { category: 'hot', page: 1, pageSize: 4 } as const;
const row = {
  appList: [{ appId: 7, appName: 'Seven Seas', appIconUrl: '/seven.webp', appTags: [] }],
  page: 1,
  pageSize: 4,
  total: 1,
  hasMore: false,
};

/**
 * The page as the server wrote it (its first answers), then the site's modules loaded fresh, as
 * on a page load, so the request helper reads that element.
 */
async function loadPage(answers: Record<string, unknown>) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${JSON.stringify(answers)}</script>`,
  );
  vi.resetModules();
  const [{ Providers }, { DesktopOnly }, { useGameRow }] = await Promise.all([
    import('./providers'),
    import('./desktop-only'),
    import('../features/games/api/get-game-list'),
  ]);
  function Row() {
    const games = useGameRow({ category: 'hot' }, 4);
    if (games.isPending) return <p role="status">Loading games</p>;
    return <h1>{games.data?.appList.map((game) => game.appName).join(', ')}</h1>;
  }
  // The site's own providers, so its queries keep their answers as long as on the site.
  return () =>
    render(
      <Providers>
        <MemoryRouter initialEntries={['/pc']}>
          <DesktopOnly>
            <Row />
          </DesktopOnly>
        </MemoryRouter>
      </Providers>,
    );
}

describe('a first screen drawn from the answers the page arrived with', () => {
  afterEach(() => {
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    vi.restoreAllMocks();
  });

  it('draws Home on a phone in its first render, then fetches this device’s config', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig({ isTestDevice: true }) }),
    });
    const draw = await loadPage({
      [firstAnswerKey(apiRoutes.clientConfig.path, {})]: clientConfig(),
      [firstAnswerKey(apiRoutes.gameList.path, hotRow)]: row,
    });
    draw();
    // No loading state first: the phone's wait for the config and the row's request are answered.
    expect(screen.getByRole('heading', { name: 'Seven Seas' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.queryByText('Loading games')).toBeNull();
    expect(api.calls.filter((call) => call.path === apiRoutes.gameList.path)).toEqual([]);
    // The device's own config is still asked for once the screen is up, and kept locally.
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain(apiRoutes.clientConfig.path),
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(LocalKey.clientConfig) ?? '{}')).toMatchObject({
        isTestDevice: true,
      }),
    );
  });

  it('waits for the config on a phone when the page arrived without it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    fakeApi({ '/api/guest/client/config': () => ({ data: clientConfig() }) });
    const draw = await loadPage({ [firstAnswerKey(apiRoutes.gameList.path, hotRow)]: row });
    draw();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Seven Seas' })).toBeTruthy();
  });
});
