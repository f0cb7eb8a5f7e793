import type { AdminGameSummary, AdminGift } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { GiftsPage } from './gifts-page';

const gift = (patch: Partial<AdminGift> = {}): AdminGift => ({
  giftId: 3,
  appId: 5,
  appName: 'Sky Tower',
  title: 'Starter pack',
  description: '',
  rechargeRequirement: 0,
  startsAt: 1_700_000_000_000,
  endsAt: null,
  createdAt: 1_700_000_000_000,
  total: 120,
  remaining: 100,
  claimed: 20,
  ...patch,
});

const game = (patch: Partial<AdminGameSummary> = {}): AdminGameSummary => ({
  appId: 5,
  appName: 'Sky Tower',
  iconUrl: '',
  status: 'online',
  hosting: 'builtin',
  playCount: 0,
  categories: [],
  createdAt: 0,
  ...patch,
});

const paged = { page: 1, pageSize: 20, total: 1, hasMore: false };

describe('the gifts page', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/admin/gifts/list': () => ({ data: { giftList: [gift()], ...paged } }),
      '/api/admin/games/list': ({ params }) => ({
        data: {
          gameList: [game(), game({ appId: 6, appName: 'Block Drop' })].filter((entry) =>
            entry.appName.includes(params.q ?? ''),
          ),
          ...paged,
        },
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the gifts with their game and code counts', async () => {
    renderWithProviders(<GiftsPage />);
    const row = (await screen.findByText('Starter pack')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Sky Tower')).toBeTruthy();
    expect(cells.getByText('100')).toBeTruthy();
    expect(cells.getByText('20')).toBeTruthy();
  });

  it('creates a gift for the game picked from the search', async () => {
    api.on('/api/admin/gifts/create', () => ({ data: gift({ giftId: 9, title: 'Launch week' }) }));
    renderWithProviders(<GiftsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'New gift' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New gift' }));
    const picker = dialog.getByRole('combobox', { name: 'Game' });
    await userEvent.click(picker);
    expect(await dialog.findByRole('option', { name: /Block Drop/ })).toBeTruthy();
    await userEvent.type(picker, 'Sky');
    // The matches narrow once the typing settles.
    await waitFor(() => expect(dialog.queryByRole('option', { name: /Block Drop/ })).toBeNull());
    await userEvent.click(dialog.getByRole('option', { name: /Sky Tower/ }));
    await userEvent.type(dialog.getByLabelText('Title'), 'Launch week');
    await userEvent.clear(dialog.getByLabelText(/Recharge needed/));
    await userEvent.type(dialog.getByLabelText(/Recharge needed/), '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Create gift' }));

    await waitFor(() => expect(api.callsTo('/api/admin/gifts/create')).toHaveLength(1));
    expect(api.callsTo('/api/admin/games/list').map((call) => call.params.q)).toContain('Sky');
    expect(api.callsTo('/api/admin/gifts/create')[0]?.params).toEqual({
      appId: '5',
      title: 'Launch week',
      description: '',
      rechargeRequirement: '50',
      endsAt: 'null',
    });
    // The new gift's codes come next.
    expect(await screen.findByRole('dialog', { name: 'Import codes' })).toBeTruthy();
  });

  it('asks for the game and a title before creating', async () => {
    renderWithProviders(<GiftsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'New gift' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New gift' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create gift' }));
    expect(dialog.getByText('Please choose the game.')).toBeTruthy();
    expect(dialog.getByText('This field is required.')).toBeTruthy();
    expect(api.callsTo('/api/admin/gifts/create')).toHaveLength(0);
  });

  it('edits a gift, keeping the dates left alone to the millisecond', async () => {
    api.on('/api/admin/gifts/update', ({ params }) => ({
      data: gift({ title: params.title, rechargeRequirement: Number(params.rechargeRequirement) }),
    }));
    renderWithProviders(<GiftsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Starter pack' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit gift' }));
    // The game stays: the dialog names it and offers no picker.
    expect(dialog.queryByRole('combobox', { name: 'Game' })).toBeNull();
    expect(dialog.getByText(/A gift of Sky Tower/)).toBeTruthy();
    const title = dialog.getByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Starter pack');
    await userEvent.clear(title);
    await userEvent.type(title, 'Starter pack plus');
    await userEvent.clear(dialog.getByLabelText(/Recharge needed/));
    await userEvent.type(dialog.getByLabelText(/Recharge needed/), '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('/api/admin/gifts/update')).toHaveLength(1));
    expect(api.callsTo('/api/admin/gifts/update')[0]?.params).toEqual({
      giftId: '3',
      title: 'Starter pack plus',
      description: '',
      rechargeRequirement: '25',
      startsAt: '1700000000000',
      endsAt: 'null',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit gift' })).toBeNull());
    expect(await screen.findByText('Gift “Starter pack plus” saved.')).toBeTruthy();
  });

  it('refuses an end before the start when editing, sending nothing', async () => {
    renderWithProviders(<GiftsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Starter pack' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit gift' }));
    const ends = dialog.getByLabelText(/Shows until/);
    await userEvent.type(ends, '2020-01-01T10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(dialog.getByText('The end must come after the start.')).toBeTruthy();
    expect(api.callsTo('/api/admin/gifts/update')).toHaveLength(0);
  });

  it('imports a CSV of codes and shows each refused line with its reason', async () => {
    api.on('/api/admin/gifts/codes/import', () => ({
      data: {
        giftId: 3,
        imported: 2,
        rejectedTotal: 2,
        rejected: [
          { line: 3, code: 'AB CD', reason: 'invalid_characters', message: 'Only printable.' },
          { line: 5, code: 'X1', reason: 'duplicate_in_file', message: 'On an earlier line.' },
        ],
        gift: gift({ remaining: 102, total: 122 }),
      },
    }));
    renderWithProviders(<GiftsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Import codes into Starter pack' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Import codes' }));
    const csv = new File(['code\nX1\nAB CD\nY2\nX1\n'], 'codes.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.getByLabelText('CSV file'), csv);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));

    const result = within(await screen.findByRole('region', { name: 'Import into Starter pack' }));
    expect(result.getByText(/2 codes imported, 2 lines not imported/)).toBeTruthy();
    const line3 = result.getByText('AB CD').closest('tr') as HTMLElement;
    expect(within(line3).getByText('3')).toBeTruthy();
    expect(within(line3).getByText('Only printable.')).toBeTruthy();
    const line5 = result.getByText('X1').closest('tr') as HTMLElement;
    expect(within(line5).getByText('5')).toBeTruthy();
    expect(within(line5).getByText('On an earlier line.')).toBeTruthy();

    // The gift goes in the query; the file is the multipart body's `file` part.
    const [url, init] = vi
      .mocked(fetch)
      .mock.calls.find(
        ([input]) => typeof input === 'string' && input.startsWith('/api/admin/gifts/codes/import'),
      ) ?? [undefined, undefined];
    expect(url).toBe('/api/admin/gifts/codes/import?giftId=3');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
