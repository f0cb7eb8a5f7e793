import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../features/auth';
import { useRecordPlay } from '../../features/play/api/record-play';
import { clientConfig, fakeApi, session, user } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { PlayerMenu } from './player-menu';

const played = (appId: number, appName: string) => ({
  appId,
  appName,
  appIconUrl: `/${appId}.svg`,
  bannerUrl: '',
  briefIntro: '',
  appUrl: `http://games/${appId}/`,
  appType: 0,
  appTags: [],
  screenType: 0,
  status: 'online',
  plays: 1,
  lastPlayedAt: 1,
});

function PlayOnce() {
  const play = useRecordPlay();
  return (
    <button type="button" onClick={() => play.mutate({ appId: 1002, userId: 7, osignKey: 'k' })}>
      Record a play
    </button>
  );
}

describe('recently played in the account dropdown', () => {
  let api: ReturnType<typeof fakeApi>;
  let list = [played(1001, 'Number Merge 2048'), played(1007, 'Sudoku Zen')];
  beforeEach(() => {
    sessionStore.login(session(), { announce: false });
    list = [played(1001, 'Number Merge 2048'), played(1007, 'Sudoku Zen')];
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/playedlist': () => ({
        data: { appList: list, page: 1, pageSize: 5, total: list.length, hasMore: false },
      }),
      '/api/user/client/gameconfig': () => ({
        data: { ...played(1007, 'Sudoku Zen'), userStatus: 'normal' },
      }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear({ announce: false });
  });

  it('lists the last games with their icons, each with Play', async () => {
    renderWithProviders(<PlayerMenu user={user()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    const item = await screen.findByRole('menuitem', { name: 'Play Sudoku Zen' });
    expect(item.textContent).toBe('Sudoku ZenPlay');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/1007.svg');
    expect(screen.getByText('Recently played')).toBeTruthy();
    expect(api.callsTo('/api/user/playedlist')[0]?.params).toMatchObject({
      page: '1',
      pageSize: '5',
    });
    await userEvent.click(item);
    await waitFor(() => expect(api.callsTo('/api/user/client/gameconfig')).toHaveLength(1));
    expect(api.callsTo('/api/user/client/gameconfig')[0]?.params.appId).toBe('1007');
  });

  it('says so when nothing was played yet', async () => {
    list = [];
    renderWithProviders(<PlayerMenu user={user()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    expect(await screen.findByText(/No games yet/)).toBeTruthy();
  });

  it('is read again after a play is recorded', async () => {
    renderWithProviders(
      <>
        <PlayerMenu user={user()} />
        <PlayOnce />
      </>,
    );
    await waitFor(() => expect(api.callsTo('/api/user/playedlist')).toHaveLength(1));
    list = [played(1002, 'Neon Snake'), ...list];
    await userEvent.click(screen.getByRole('button', { name: 'Record a play' }));
    await waitFor(() => expect(api.callsTo('/api/user/playedlist')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Play Neon Snake' })).toBeTruthy();
  });
});
