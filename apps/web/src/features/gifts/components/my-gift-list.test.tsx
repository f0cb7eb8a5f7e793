import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth';
import { fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { gift, giftPage } from '../test/gift-fixtures';
import { MyGiftList } from './my-gift-list';

const LIST = '/api/user/gift/appgiftlist';

describe('My gifts', () => {
  beforeEach(() => sessionStore.login(session()));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear({ announce: false });
  });

  it('lists the claimed codes as the server orders them, each with a Copy button', async () => {
    const api = fakeApi({
      [LIST]: () => ({
        data: giftPage([
          gift({
            giftKey: 'gift_b',
            title: 'Hint pack',
            state: 'claimed',
            code: 'SUDOKU-2222-3333',
            claimedAt: 2,
          }),
          gift({ state: 'claimed', code: 'MERGE-AB12-CD34', claimedAt: 1 }),
        ]),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGiftList />, { path: '/pc/mygifts' });
    const gifts = await screen.findAllByRole('rowheader');
    expect(gifts.map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('Hint pack'),
      expect.stringContaining('Starter pack'),
    ]);
    expect(api.callsTo(LIST)[0]?.params.requestType).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Copy code MERGE-AB12-CD34' }));
    expect(await navigator.clipboard.readText()).toBe('MERGE-AB12-CD34');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('points to the Gift Center when nothing was claimed yet', async () => {
    fakeApi({ [LIST]: () => ({ data: giftPage([]) }) });
    renderWithProviders(<MyGiftList />, { path: '/pc/mygifts' });
    expect(await screen.findByRole('heading', { name: 'No gifts claimed yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit the Gift Center' }).getAttribute('href')).toBe(
      '/pc/giftcenter',
    );
  });

  it('says when copying is refused', async () => {
    fakeApi({
      [LIST]: () => ({
        data: giftPage([gift({ state: 'claimed', code: 'MERGE-AB12-CD34', claimedAt: 1 })]),
      }),
    });
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<MyGiftList />, { path: '/pc/mygifts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy code MERGE-AB12-CD34' }));
    expect(
      await screen.findByText('Could not copy. Select the code and copy it yourself.'),
    ).toBeTruthy();
  });
});
