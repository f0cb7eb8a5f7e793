import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { page, summary } from './game-fixtures';
import { GamesPage } from './games-page';

const LIST = '/api/admin/games/list';

describe('the games list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each game with its icon, status, lists, plays and a link to edit it', async () => {
    fakeApi({
      [LIST]: () => ({
        data: page([
          summary(),
          summary({
            appId: 1004,
            appName: 'Mole Bash',
            status: 'closed',
            hosting: 'none',
            iconUrl: '',
            playCount: 0,
            categories: [],
          }),
        ]),
      }),
    });
    renderWithProviders(<GamesPage />, { path: '/admin/games' });

    const table = await screen.findByRole('table', { name: 'Games' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByRole('link', { name: 'Star Hopper' })).toHaveProperty(
      'pathname',
      '/admin/games/1003',
    );
    expect(within(first).getByText('Online')).toBeTruthy();
    expect(within(first).getByText('Hot')).toBeTruthy();
    expect(within(first).getByText('#2')).toBeTruthy();
    expect(within(first).getByText('1,234')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('http://games/artwork/star.png');
    expect(within(second).getByText('Closed')).toBeTruthy();
    expect(within(second).getByText(/Not hosted yet/)).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Edit Mole Bash' })).toHaveProperty(
      'pathname',
      '/admin/games/1004',
    );
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('asks the server for the name searched and the status chosen, from page 1', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: page([summary()]) }) });
    renderWithProviders(<GamesPage />, { path: '/admin/games' });
    await screen.findByRole('table', { name: 'Games' });

    await userEvent.type(screen.getByLabelText('Search by name'), 'star');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params).toMatchObject({ q: 'star' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'maintenance');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.params).toEqual({
        page: '1',
        q: 'star',
        status: 'maintenance',
      }),
    );
  });

  it('says when nothing matches', async () => {
    fakeApi({ [LIST]: () => ({ data: page([]) }) });
    renderWithProviders(<GamesPage />, { path: '/admin/games' });
    expect(await screen.findByText(/No games yet/)).toBeTruthy();
  });
});
