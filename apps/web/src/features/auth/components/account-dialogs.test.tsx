import { Code, ValidationText } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi, session, user } from '../../../test/fake-api';
import { formsLoaded, renderWithProviders } from '../../../test/render';
import { sessionStore } from '../session/session-store';
import { AccountMenu } from './account-menu';
import { AuthLayer } from './auth-layer';
import { GuestBindReminder } from './guest-bind-reminder';

/** The menu alone: the recently played games are the app's to add (app/layout/player-menu). */
const NO_EXTRA = { items: [], footer: null };

vi.mock('../../../lib/reload', () => ({ reloadPage: vi.fn() }));

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function openFromMenu(name: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
  await formsLoaded();
}

describe('the bind-account popup', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ '/api/guest/client/config': () => ({ data: clientConfig() }) });
    sessionStore.login(session({ userFlag: false, nickname: 'Guest', platform: 'GUEST' }));
    renderWithProviders(
      <>
        <AccountMenu user={user({ userFlag: false, nickname: 'Guest' })} extra={NO_EXTRA} />
        <AuthLayer />
      </>,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clears the fields when switching between mobile and e-mail', async () => {
    await openFromMenu('Account: Guest', 'Bind account');
    const dialog = screen.getByRole('dialog', { name: 'Bind account' });
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '5550100');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email').value).toBe('');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Password').value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mobile' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Mobile number').value).toBe('');
  });

  it('checks its fields on blur', async () => {
    await openFromMenu('Account: Guest', 'Bind account');
    const dialog = screen.getByRole('dialog', { name: 'Bind account' });
    for (const label of ['Mobile number', 'Verification code', 'Password']) {
      const field = within(dialog).getByLabelText(label);
      await userEvent.click(field);
      await userEvent.tab();
      expect(errorOf(field)).toBe(ValidationText.notEmpty);
    }
    const policy = within(dialog).getByRole('checkbox');
    expect((policy as HTMLInputElement).checked).toBe(true);
    await userEvent.click(policy);
    await userEvent.tab();
    expect(errorOf(policy)).toBe(ValidationText.mustAgreePolicy);
  });

  it('binds a mobile number, resets the prompt count and refreshes the user', async () => {
    window.localStorage.setItem('bindPromptCount', '3');
    api.on('/api/user/account/bind/v2', () => ({
      data: user({ userFlag: true, mobile: '15550100' }),
    }));
    api.on('/api/user/profile/detail', () => ({
      data: user({ userFlag: true, mobile: '15550100', nickname: 'Fresh' }),
    }));
    await openFromMenu('Account: Guest', 'Bind account');
    const dialog = screen.getByRole('dialog', { name: 'Bind account' });
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '5550100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '123456');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByText('Account bound')).toBeTruthy();
    await waitFor(() => expect(sessionStore.get().user?.nickname).toBe('Fresh'));
    expect(sessionStore.get().user?.userFlag).toBe(true);
    expect(window.localStorage.getItem('bindPromptCount')).toBe('0');
    expect(api.callsTo('/api/user/client/captcha/get/v2')[0]?.params).toMatchObject({
      type: '4',
      mobile: '15550100',
    });
    expect(api.callsTo('/api/user/account/bind/v2')[0]?.params).toMatchObject({
      userName: '15550100',
      bindTpye: '1',
      verCode: '123456',
      useVerCode: '1',
      password: 'e52d98c459819a11775936d8dfbb7929',
    });
  });

  it.each([
    [Code.EXIST_MOBILE, 'Mobile number', 'Mobile number already exists!'],
    [Code.INVALID_MOBILE, 'Mobile number', 'Invalid mobile phone number.'],
    [Code.WRONG_CODE, 'Verification code', 'Incorrect verification code'],
    [Code.CODE_EXPIRED, 'Verification code', 'The verification code has expired.'],
    [Code.CODE_OVER_LIMIT, 'Verification code', 'Verification limit reached!'],
  ])('says %i under the %s', async (code, label, text) => {
    api.on('/api/user/account/bind/v2', () => ({ code, msg: 'x' }));
    await openFromMenu('Account: Guest', 'Bind account');
    const dialog = screen.getByRole('dialog', { name: 'Bind account' });
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '5550100');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '123456');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind account' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText(label))).toBe(text));
  });

  it.each([
    [Code.EMAIL_ALREADY_BOUND, 'The user has already bound an email address.'],
    [Code.EXIST_EMAIL, 'Email already exists!'],
    [Code.EMAIL_EXISTS_BIND, 'Email already exists!'],
    [Code.INVALID_USER_INFO, 'Invalid user information.'],
  ])('says %i when binding an e-mail', async (code, text) => {
    api.on('/api/user/account/bind/v2', () => ({ code, msg: 'x' }));
    await openFromMenu('Account: Guest', 'Bind account');
    const dialog = screen.getByRole('dialog', { name: 'Bind account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email' }));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), 'abc');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind account' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText('Email'))).toBe(text));
  });
});

describe('the change-password popup', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ '/api/guest/client/config': () => ({ data: clientConfig() }) });
    sessionStore.login(session({ email: 'ada@example.com' }));
    renderWithProviders(
      <>
        <AccountMenu user={user({ email: 'ada@example.com' })} extra={NO_EXTRA} />
        <AuthLayer />
      </>,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks old and new passwords for 6 to 20 characters and the confirmation', async () => {
    await openFromMenu('Account: Ada', 'Change password');
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    const old = within(dialog).getByLabelText('Current password');
    await userEvent.click(old);
    await userEvent.tab();
    expect(errorOf(old)).toBe(ValidationText.notEmpty);
    await userEvent.type(old, '12345');
    await userEvent.tab();
    expect(errorOf(old)).toBe(ValidationText.passLength);
    const next = within(dialog).getByLabelText('New password');
    await userEvent.type(next, 'x'.repeat(21));
    await userEvent.tab();
    expect(errorOf(next)).toBe(ValidationText.passLength);
    const confirm = within(dialog).getByLabelText('Confirm new password');
    await userEvent.type(confirm, 'y');
    await userEvent.tab();
    expect(errorOf(confirm)).toBe(ValidationText.notMatchPass);
  });

  it('says 4058 under the current password, then changes it', async () => {
    api.on('/api/user/password/revise', () => ({ code: Code.WRONG_CURRENT_PASSWORD, msg: 'x' }));
    await openFromMenu('Account: Ada', 'Change password');
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    const old = within(dialog).getByLabelText('Current password');
    await userEvent.type(old, 'secret1');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'secret2');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'secret2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(errorOf(old)).toBe('Current Password is incorrect.'));
    api.on('/api/user/password/revise', () => ({ data: session() }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(window.localStorage.getItem('userInfo')).not.toContain('token');
  });
});

describe('the guest reminder', () => {
  beforeEach(() => {
    fakeApi({ '/api/guest/client/config': () => ({ data: clientConfig() }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('invites a guest to bind, and hides for 24 hours', async () => {
    sessionStore.login(session({ userFlag: false }));
    renderWithProviders(
      <>
        <GuestBindReminder />
        <AuthLayer />
      </>,
    );
    const card = await screen.findByRole('complementary', { name: 'Bind your account' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hide for 24 hours' }));
    expect(screen.queryByRole('complementary', { name: 'Bind your account' })).toBeNull();
    expect(Number(window.localStorage.getItem('bindPromptHiddenUntil'))).toBeGreaterThan(
      Date.now() + 23 * 3600_000,
    );
  });
});
