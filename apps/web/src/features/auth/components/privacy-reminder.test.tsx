import { LOGIN_REMINDER_DELAY_MS } from '@portal/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { sessionStore } from '../session/session-store';
import { PrivacyReminder } from './privacy-reminder';

describe('the privacy reminder', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/policy/geturl': () => ({ data: { privacyUrl: 'https://policy.example/v2' } }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('appears 1.5 s after login when privacyUrl is not "-1", and agreeing records it', async () => {
    sessionStore.login(session({ privacyUrl: 'https://policy.example/v2' }));
    renderWithProviders(<PrivacyReminder />);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REMINDER_DELAY_MS - 100));
    expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(
      within(dialog).getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href'),
    ).toBe('https://policy.example/v2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(sessionStore.get().user?.privacyUrl).toBe('-1');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo('/api/user/privacy/agree')).toHaveLength(1);
  });

  it('stays away for a player who has agreed', async () => {
    sessionStore.login(session({ privacyUrl: '-1' }));
    renderWithProviders(<PrivacyReminder />);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REMINDER_DELAY_MS * 2));
    expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).toBeNull();
    expect(api.callsTo('/api/user/policy/geturl')).toHaveLength(0);
  });
});
