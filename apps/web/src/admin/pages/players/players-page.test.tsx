import type { AdminPlayerDetail, AdminPlayerSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { PlayerPage } from './player-page';
import { PlayersPage } from './players-page';

const summary = (patch: Partial<AdminPlayerSummary> = {}): AdminPlayerSummary => ({
  userId: 7,
  nickname: 'Ada',
  iconUrl: '',
  email: 'ada@example.com',
  mobile: '',
  source: 0,
  status: 'active',
  createdAt: 1_700_000_000_000,
  ...patch,
});

const detail = (patch: Partial<AdminPlayerDetail> = {}): AdminPlayerDetail => ({
  ...summary(),
  gender: 2,
  birthdate: '1990-12-10',
  industry: 'Games',
  privacyAgreedAt: 1_700_000_000_000,
  identities: [{ provider: 'GUEST', subject: 'device-abc', createdAt: 1_700_000_000_000 }],
  rechargeTotal: 250,
  playedGameCount: 1,
  claimedGiftCount: 1,
  openTicketCount: 0,
  liveSessionCount: 2,
  ...patch,
});

const paged = { page: 1, pageSize: 20, total: 1, hasMore: false };

const routes = (
  <Routes>
    <Route path="/admin/players" element={<PlayersPage />} />
    <Route path="/admin/players/:userId" element={<PlayerPage />} />
  </Routes>
);

describe('the players page', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/admin/players/list': () => ({ data: { playerList: [summary()], ...paged } }),
      '/api/admin/test-devices/list': () => ({
        data: { deviceList: [{ clientId: 'device-xyz', createdAt: 1_700_000_000_000 }], ...paged },
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists players and searches by what was typed', async () => {
    renderWithProviders(routes, { path: '/admin/players' });
    const row = (await screen.findByRole('link', { name: 'Ada' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('ada@example.com')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search players'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/players/list').at(-1)?.params).toEqual({
        q: 'ada@',
        page: '1',
      }),
    );
  });

  it('lists the test devices and flags a new one', async () => {
    api.on('/api/admin/test-devices/flag', ({ params }) => ({
      data: { clientId: params.clientId, flagged: true, changed: true },
    }));
    renderWithProviders(routes, { path: '/admin/players?tab=devices' });
    expect(await screen.findByText('device-xyz')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Client id'), 'device-new');
    await userEvent.click(screen.getByRole('button', { name: 'Flag as test device' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/test-devices/flag')[0]?.params).toEqual({
        clientId: 'device-new',
      }),
    );
    expect(await screen.findByText('device-new is a test device.')).toBeTruthy();
  });

  it('takes the flag off a test device', async () => {
    api.on('/api/admin/test-devices/unflag', ({ params }) => ({
      data: { clientId: params.clientId, flagged: false, changed: true },
    }));
    renderWithProviders(routes, { path: '/admin/players?tab=devices' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unflag device-xyz' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/test-devices/unflag')[0]?.params).toEqual({
        clientId: 'device-xyz',
      }),
    );
  });
});

describe('a player page', () => {
  let api: ReturnType<typeof fakeApi>;
  let current: AdminPlayerDetail;
  beforeEach(() => {
    current = detail();
    api = fakeApi({
      '/api/admin/players/detail': () => ({ data: current }),
      '/api/admin/players/played': () => ({
        data: {
          playedList: [
            { appId: 5, appName: 'Sky Tower', plays: 12, lastPlayedAt: 1_700_000_000_000 },
          ],
          ...paged,
        },
      }),
      '/api/admin/players/gifts': () => ({
        data: {
          giftList: [
            {
              giftId: 3,
              title: 'Starter pack',
              appId: 5,
              appName: 'Sky Tower',
              code: 'SKY-123',
              claimedAt: 1_700_000_000_000,
            },
          ],
          ...paged,
        },
      }),
      '/api/admin/players/ban': () => {
        current = { ...current, status: 'banned' };
        return { data: { player: summary({ status: 'banned' }), changed: true } };
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the account, the played games and the claimed gifts', async () => {
    renderWithProviders(routes, { path: '/admin/players/7' });
    expect(await screen.findByRole('heading', { name: 'Ada', level: 1 })).toBeTruthy();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('ada@example.com')).toBeTruthy();
    expect(account.getByText('Female')).toBeTruthy();
    expect(account.getByText('device-abc')).toBeTruthy();
    const played = within(screen.getByRole('region', { name: 'Played games' }));
    expect(await played.findByText('Sky Tower')).toBeTruthy();
    expect(played.getByText('12')).toBeTruthy();
    const gifts = within(screen.getByRole('region', { name: 'Claimed gifts' }));
    expect(await gifts.findByText('SKY-123')).toBeTruthy();
  });

  it('asks before a ban, says what it does, then bans', async () => {
    renderWithProviders(routes, { path: '/admin/players/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ban…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ban Ada?' }));
    expect(dialog.getByText(/cannot sign in\. Their sessions end at once/)).toBeTruthy();
    expect(api.callsTo('/api/admin/players/ban')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/Reason/), 'Chargeback fraud');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban player' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/players/ban')[0]?.params).toEqual({
        userId: '7',
        reason: 'Chargeback fraud',
      }),
    );
    expect(await screen.findByText('Ada is now banned.')).toBeTruthy();
    // The page follows the new status: a banned player can only be unbanned.
    expect(await screen.findByRole('button', { name: 'Unban…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ban…' })).toBeNull();
  });

  it('sends nothing when the ban is cancelled', async () => {
    renderWithProviders(routes, { path: '/admin/players/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ban…' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Ban Ada?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/api/admin/players/ban')).toHaveLength(0);
  });
});
