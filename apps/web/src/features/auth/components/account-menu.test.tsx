import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi, session, user } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { reloadPage } from '../../../lib/reload';
import { sessionStore } from '../session/session-store';
import { AccountMenu } from './account-menu';
import { AuthLayer } from './auth-layer';

/** The menu alone: the recently played games are the app's to add (app/layout/player-menu). */
const NO_EXTRA = { items: [], footer: null };

vi.mock('../../../lib/reload', () => ({ reloadPage: vi.fn() }));

const render = (patch: Record<string, unknown> = {}) =>
  renderWithProviders(
    <>
      <AccountMenu user={user(patch)} extra={NO_EXTRA} />
      <AuthLayer />
    </>,
  );

describe('the account dropdown', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ '/api/guest/client/config': () => ({ data: clientConfig() }) });
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a bound player the account pages, change password, switch account and log out', async () => {
    render({ nickname: 'Ada', email: 'ada@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'My page',
      'Change password',
      'Switch account',
      'Messages',
      'My gifts',
      'Log out',
    ]);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('offers a guest to bind the account', async () => {
    render({ nickname: '', userFlag: false });
    await userEvent.click(screen.getByRole('button', { name: 'Account: Guest' }));
    expect(screen.getAllByRole('menuitem')[1]?.textContent).toBe('Bind account');
    expect(screen.getByText('Guest account')).toBeTruthy();
  });

  it('offers a player of Google or Facebook, who has no address, to bind one', async () => {
    render({ nickname: 'Ana', userFlag: true, source: 1, email: '', mobile: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ana' }));
    expect(screen.getAllByRole('menuitem')[1]?.textContent).toBe('Bind account');
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).toBeNull();
  });

  it('works from the keyboard: arrows, Home, End and Escape', async () => {
    render();
    const button = screen.getByRole('button', { name: 'Account: Ada' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(items.at(-1));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items.at(-1));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Log out');
  });

  it('logs out after confirming, then reloads on 200', async () => {
    sessionStore.login(session());
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/api/user/logout/h5')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(api.callsTo('/api/user/logout/h5')).toHaveLength(1);
    expect(sessionStore.get().isLogin).toBe(false);
  });

  it('keeps the player logged in when logout fails', async () => {
    sessionStore.login(session());
    api.on('/api/user/logout/h5', () => ({ code: 500, msg: 'x' }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Log out' })).getByRole('button', {
        name: 'Log out',
      }),
    );
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(sessionStore.get().isLogin).toBe(true);
  });

  it('shows the unread message count beside Messages', async () => {
    api.on('/api/user/notif/unread', () => ({ data: { unreadCount: 3 } }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Messages 3 unread' })).toBeTruthy();
    expect(api.callsTo('/api/user/notif/unread')[0]?.params.notifStatus).toBe('1');
  });

  it('shows no count when every message is read', async () => {
    api.on('/api/user/notif/unread', () => ({ data: { unreadCount: 0 } }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    await waitFor(() => expect(api.callsTo('/api/user/notif/unread')).toHaveLength(1));
    expect(screen.getByRole('menuitem', { name: 'Messages' }).textContent).toBe('Messages');
  });

  it('switches account through the login box', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Account: Ada' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Switch account' }));
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeTruthy();
  });
});
