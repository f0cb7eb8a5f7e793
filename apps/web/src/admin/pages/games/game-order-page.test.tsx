import { Code } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { page, summary } from './game-fixtures';
import { GameOrderPage } from './game-order-page';

const LIST = '/api/admin/games/list';
const REORDER = '/api/admin/games/reorder';

const lists = (call: FakeCall) => ({
  data: page(
    call.params.category === 'hot'
      ? [
          summary({ appId: 1, appName: 'Alpha' }),
          summary({ appId: 2, appName: 'Beta' }),
          summary({ appId: 3, appName: 'Gamma' }),
        ]
      : [summary({ appId: 9, appName: 'Zeta' })],
  ),
});

const names = () =>
  within(screen.getByRole('list', { name: 'Hot list' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the order of the games in a list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves games with the keyboard and saves the whole new order', async () => {
    const api = fakeApi({ [LIST]: lists, [REORDER]: (call) => ({ data: call.params }) });
    renderWithProviders(<GameOrderPage />, { path: '/admin/games/order' });
    await screen.findByRole('list', { name: 'Hot list' });
    expect(api.callsTo(LIST)[0]?.params).toMatchObject({ category: 'hot', pageSize: '100' });
    expect(screen.getByRole('button', { name: 'Save order' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Move Gamma up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(screen.getByText('Gamma moved to position 2 of 3.').getAttribute('aria-live')).toBe(
      'polite',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Gamma up' })),
    );
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Gamma', 'Alpha', 'Beta']);
    // At the top, "up" is disabled: the focus stays on the entry, on its other button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Gamma down' })),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(api.callsTo(REORDER)[0]?.params).toEqual({ category: 'hot', appIds: '[3,1,2]' }),
    );
  });

  it('keeps a draft when switching lists, and offers to reload a list changed meanwhile', async () => {
    fakeApi({
      [LIST]: lists,
      [REORDER]: () => ({
        code: Code.ORDER_MISMATCH,
        msg: 'The list changed. The hot list holds 4 games.',
      }),
    });
    renderWithProviders(<GameOrderPage />, { path: '/admin/games/order' });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alpha down' }));
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    await screen.findByRole('list', { name: 'New list' });
    await userEvent.click(screen.getByRole('tab', { name: 'Hot (unsaved)' }));
    expect(names()).toEqual(['Beta', 'Alpha', 'Gamma']);

    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The hot list holds 4 games.');
    await userEvent.click(screen.getByRole('button', { name: 'Load the list again' }));
    await waitFor(() => expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']));
  });
});
