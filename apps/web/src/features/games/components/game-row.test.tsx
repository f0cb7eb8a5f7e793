import { apiRoutes } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { GameRow } from './game-row';

const game = (appId: number) => ({
  appId,
  appName: `Game ${appId}`,
  appIconUrl: `/art/${appId}.png`,
  bannerUrl: '',
  briefIntro: '',
  appUrl: '',
  appType: 0,
  appTags: [],
  screenType: 1,
  status: 'online',
});

const listOf = (count: number) => ({
  appList: Array.from({ length: count }, (_, i) => game(i + 1)),
  page: 1,
  pageSize: count,
  total: count,
  hasMore: false,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GameRow', () => {
  it('leaves out the game the page is about and still draws as many as it shows', async () => {
    const api = fakeApi({ [apiRoutes.gameList.path]: () => ({ data: listOf(9) }) });
    renderWithProviders(
      <GameRow title="Hot right now" category="hot" size={9} show={8} without={3} />,
    );
    const row = await screen.findByRole('region', { name: 'Hot right now' });
    await within(row).findByRole('link', { name: 'Game 1' });
    const names = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'See all',
      'Game 1',
      'Game 2',
      'Game 4',
      'Game 5',
      'Game 6',
      'Game 7',
      'Game 8',
      'Game 9',
    ]);
    expect(api.callsTo(apiRoutes.gameList.path)[0]?.params).toMatchObject({
      category: 'hot',
      pageSize: '9',
    });
  });

  it('draws nothing when the only game is the one the page is about', async () => {
    const api = fakeApi({
      [apiRoutes.gameList.path]: () => ({ data: { ...listOf(1), total: 1 } }),
    });
    renderWithProviders(
      <GameRow title="Hot right now" category="hot" size={9} show={8} without={1} />,
    );
    await vi.waitFor(() => expect(api.callsTo(apiRoutes.gameList.path)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Hot right now' })).toBeNull(),
    );
  });
});
