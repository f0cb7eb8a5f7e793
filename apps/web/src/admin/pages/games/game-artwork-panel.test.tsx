import { Code } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { fileOf, game } from './game-fixtures';
import { GameArtworkPanel } from './game-artwork-panel';

const ARTWORK = '/api/admin/games/artwork';
const user = userEvent.setup({ applyAccept: false });
const sentTo = () =>
  vi.mocked(fetch).mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));

describe('the artwork of a game', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads an icon for the game and shows the new one', async () => {
    fakeApi({ [ARTWORK]: () => ({ data: game({ iconUrl: 'http://games/artwork/new.png' }) }) });
    renderWithProviders(<GameArtworkPanel game={game()} />);
    const icon = screen.getByRole('group', { name: 'Icon' });
    expect(within(icon).getByRole('img').getAttribute('src')).toBe('http://games/artwork/star.png');

    await user.upload(within(icon).getByLabelText('Replace icon'), fileOf('i.png', 'image/png'));
    await waitFor(() => expect(sentTo()).toContain(`${ARTWORK}?appId=1003&kind=icon`));
  });

  it('shows the server’s refusal of a picture', async () => {
    fakeApi({
      [ARTWORK]: () => ({
        code: Code.IMAGE_NOT_ACCEPTED,
        msg: 'Please upload a PNG, JPEG, GIF or WebP image.',
      }),
    });
    renderWithProviders(<GameArtworkPanel game={game()} />);
    const banner = screen.getByRole('group', { name: 'Banner' });
    await user.upload(
      within(banner).getByLabelText('Replace banner'),
      fileOf('b.png', 'image/png'),
    );
    expect((await within(banner).findByRole('alert')).textContent).toBe(
      'Please upload a PNG, JPEG, GIF or WebP image.',
    );
  });

  it('refuses an icon over its size before sending it', async () => {
    const api = fakeApi();
    renderWithProviders(<GameArtworkPanel game={game()} />);
    const icon = screen.getByRole('group', { name: 'Icon' });
    await user.upload(
      within(icon).getByLabelText('Replace icon'),
      fileOf('big.png', 'image/png', 3 * 1024 * 1024),
    );
    expect(within(icon).getByRole('alert').textContent).toBe('The icon can be at most 1 MB.');
    expect(api.callsTo(ARTWORK)).toHaveLength(0);
  });

  it('removes a screenshot by sending the ones kept', async () => {
    const api = fakeApi({ '/api/admin/games/update': () => ({ data: game({ screenshots: [] }) }) });
    renderWithProviders(
      <GameArtworkPanel
        game={game({ screenshots: ['http://games/artwork/a.png', 'http://games/artwork/b.png'] })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/games/update')[0]?.params).toEqual({
        appId: '1003',
        screenshots: '["http://games/artwork/b.png"]',
      }),
    );
  });
});
