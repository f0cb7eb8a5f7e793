import type { MessageSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { listPage, summary } from '../test/message-fixtures';
import { MessageList } from './message-list';

const LIST = '/api/user/notif/list';
const DELETE = '/api/user/notif/delete';

describe('the message list', () => {
  let api: ReturnType<typeof fakeApi>;
  let messages: MessageSummary[];
  beforeEach(() => {
    messages = [
      summary(),
      summary({
        notifId: 2,
        type: 'event',
        notifTitle: 'Weekend tournament',
        summary: 'Top scores win gems.',
        read: true,
      }),
    ];
    api = fakeApi({
      [LIST]: (call) => {
        const shown = call.params.notifStatus === '1' ? messages.filter((m) => !m.read) : messages;
        return { data: listPage(shown, messages.filter((m) => !m.read).length) };
      },
      [DELETE]: (call) => {
        messages = messages.filter((m) => String(m.notifId) !== call.params.notifId);
        return { data: {} };
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const rows = () =>
    within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

  it('shows each message with its type, sender, excerpt and date, unread ones marked', async () => {
    renderWithProviders(<MessageList />, { path: '/pc/mymessage/' });
    const welcome = await screen.findByRole('link', { name: /Welcome to Playhaven/ });
    expect(welcome.getAttribute('href')).toBe('/pc/mymessage/detail/1');
    expect(within(welcome).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(welcome).getByText('System')).toBeTruthy();
    expect(within(welcome).getByText('Playhaven Team')).toBeTruthy();
    expect(within(welcome).getByText('Welcome to Playhaven! Your account is ready.')).toBeTruthy();
    const tournament = screen.getByRole('link', { name: /Weekend tournament/ });
    expect(within(tournament).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(tournament).getByText('Event')).toBeTruthy();
    expect(rows()[0]?.hasAttribute('data-unread')).toBe(true);
    expect(rows()[1]?.hasAttribute('data-unread')).toBe(false);
  });

  it('shows only unread messages on asking', async () => {
    renderWithProviders(<MessageList />, { path: '/pc/mymessage/' });
    await screen.findByRole('link', { name: /Weekend tournament/ });
    await userEvent.click(screen.getByRole('button', { name: 'Unread (1)' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Weekend tournament/ })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: /Welcome to Playhaven/ })).toBeTruthy();
  });

  it('deletes a message only after confirming, then reads the list again', async () => {
    renderWithProviders(<MessageList />, { path: '/pc/mymessage/' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete message: Weekend tournament' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(DELETE)).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete message: Weekend tournament' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Weekend tournament/ })).toBeNull(),
    );
    expect(api.callsTo(DELETE)[0]?.params.notifId).toBe('2');
    expect(await screen.findByText('Message deleted')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('has an empty state', async () => {
    messages = [];
    renderWithProviders(<MessageList />, { path: '/pc/mymessage/' });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });
});
