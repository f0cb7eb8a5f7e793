import { Code, messageFor } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthLayer, sessionStore } from '../../auth';
import { clientConfig, fakeApi, loginWays, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { pendingClaim } from '../hooks/pending-claim';
import { gift, giftPage } from '../test/gift-fixtures';
import { GiftCenter } from './gift-center';

vi.mock('../../../lib/reload', () => ({ reloadPage: vi.fn() }));

const LIST = '/api/user/gift/appgiftlist';
const CLAIM = '/api/user/gift/claim';

const render = () =>
  renderWithProviders(
    <>
      <GiftCenter />
      <AuthLayer />
    </>,
    { path: '/pc/giftcenter' },
  );

describe('the Gift Center', () => {
  let api: ReturnType<typeof fakeApi>;
  let state: 'claimable' | 'claimed' | 'none_left';
  beforeEach(() => {
    state = 'claimable';
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/login/loginway': () => ({ data: loginWays }),
      [LIST]: () => ({
        data: giftPage([
          gift({
            state,
            remaining: state === 'none_left' ? 0 : 18,
            ...(state === 'claimed' ? { code: 'MERGE-AB12-CD34', claimedAt: 1 } : {}),
          }),
          gift({ giftKey: 'gift_b', appId: 1002, appName: 'Neon Snake', title: 'Early bird skin' }),
        ]),
      }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    sessionStore.clear({ announce: false });
  });

  const card = async (name: string) => screen.findByRole('article', { name });

  it('lists every gift for a visitor, with a filter for each game that has gifts', async () => {
    render();
    expect(await card('Starter pack')).toBeTruthy();
    expect(await card('Early bird skin')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filter by game' });
    await within(filters).findByRole('button', { name: 'Neon Snake' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Neon Snake' }));
    await waitFor(() =>
      expect(api.callsTo(LIST).some((call) => call.params.appId === '1002')).toBe(true),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Only gifts with codes left' }));
    await waitFor(() =>
      expect(
        api
          .callsTo(LIST)
          .some((call) => call.params.appId === '1002' && call.params.giftCondition === '1'),
      ).toBe(true),
    );
  });

  it('shows the code of a claim in a dialog and the gift as claimed', async () => {
    sessionStore.login(session());
    api.on(CLAIM, () => {
      state = 'claimed';
      return { data: { giftKey: 'gift_a', code: 'MERGE-AB12-CD34', claimedAt: 1_700_000_000_000 } };
    });
    render();
    await userEvent.click(
      within(await card('Starter pack')).getByRole('button', { name: 'Claim' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gift claimed' });
    expect(within(dialog).getByText('MERGE-AB12-CD34')).toBeTruthy();
    expect(api.callsTo(CLAIM)[0]?.params).toMatchObject({ giftKey: 'gift_a', from: '34' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Starter pack' })).getByText('Claimed'),
      ).toBeTruthy(),
    );
  });

  it('shows a refusal with the catalogue text and reads the gift again', async () => {
    sessionStore.login(session());
    api.on(CLAIM, () => {
      state = 'none_left';
      return { code: Code.GIFT_NO_CODES_LEFT, msg: 'No codes left' };
    });
    render();
    const starter = await card('Starter pack');
    const listCalls = api.callsTo(LIST).length;
    await userEvent.click(within(starter).getByRole('button', { name: 'Claim' }));
    expect((await within(starter).findByRole('alert')).textContent).toBe(
      messageFor(Code.GIFT_NO_CODES_LEFT),
    );
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
    const button = await within(starter).findByRole<HTMLButtonElement>('button', {
      name: 'No codes left',
    });
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Gift claimed' })).toBeNull();
  });

  it('shows "Failed to claim" when the server refuses with 4060', async () => {
    sessionStore.login(session());
    api.on(CLAIM, () => ({ code: Code.GIFT_CLAIM_FAILED, msg: 'Failed to claim' }));
    render();
    const starter = await card('Starter pack');
    await userEvent.click(within(starter).getByRole('button', { name: 'Claim' }));
    expect((await within(starter).findByRole('alert')).textContent).toBe('Failed to claim');
  });

  it('asks a visitor to log in before claiming, and claims nothing yet', async () => {
    render();
    await userEvent.click(
      within(await card('Starter pack')).getByRole('button', { name: 'Claim' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Log in or sign up' })).toBeTruthy();
    expect(api.callsTo(CLAIM)).toHaveLength(0);
  });

  it('makes the claim a login asked for once the reloaded page has the session', async () => {
    pendingClaim.save({
      giftKey: 'gift_a',
      title: 'Starter pack',
      appId: 1001,
      appName: 'Number Merge 2048',
    });
    api.on(CLAIM, () => ({
      data: { giftKey: 'gift_a', code: 'MERGE-AB12-CD34', claimedAt: 1_700_000_000_000 },
    }));
    sessionStore.login(session());
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Gift claimed' });
    expect(within(dialog).getByText('MERGE-AB12-CD34')).toBeTruthy();
    expect(api.callsTo(CLAIM)).toHaveLength(1);
    expect(pendingClaim.take()).toBeNull();
  });
});
