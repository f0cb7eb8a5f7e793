import type { AdminMessage } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { MessagesPage } from './messages-page';

const message = (patch: Partial<AdminMessage> = {}): AdminMessage => ({
  notifId: 1,
  audience: 'all',
  userId: null,
  type: 'event',
  sender: 'Playhaven team',
  title: 'Summer event',
  content: '<p>Play <strong>now</strong>.</p>',
  date: 1_700_000_000_000,
  ...patch,
});

describe('the messages page', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/admin/messages/list': () => ({
        data: {
          messageList: [
            message(),
            message({ notifId: 2, audience: 'user', userId: 7, title: 'Hi' }),
          ],
          page: 1,
          pageSize: 20,
          total: 2,
          hasMore: false,
        },
      }),
      '/api/admin/messages/send': ({ params }) => ({
        data: message({
          notifId: 3,
          audience: params.audience === 'all' ? 'all' : 'user',
          userId: params.userId ? Number(params.userId) : null,
        }),
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sent messages with their audience and text', async () => {
    renderWithProviders(<MessagesPage />, { path: '/admin/messages' });
    const broadcast = (await screen.findByText('Summer event')).closest('tr') as HTMLElement;
    expect(within(broadcast).getByText('All players')).toBeTruthy();
    expect(within(broadcast).getByText('Event')).toBeTruthy();
    expect(within(broadcast).getByText('Play now.')).toBeTruthy();
    const personal = screen.getByText('Hi').closest('tr') as HTMLElement;
    expect(within(personal).getByRole('link', { name: 'Player 7' })).toBeTruthy();
  });

  it('sends a message to one player', async () => {
    renderWithProviders(<MessagesPage />, { path: '/admin/messages' });
    await userEvent.type(screen.getByLabelText('User id'), '42');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'warning');
    await userEvent.type(screen.getByLabelText('Title'), 'About your account');
    await userEvent.type(screen.getByLabelText('Content'), '<p>Please read.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(api.callsTo('/api/admin/messages/send')).toHaveLength(1));
    expect(api.callsTo('/api/admin/messages/send')[0]?.params).toEqual({
      audience: 'user',
      userId: '42',
      type: 'warning',
      title: 'About your account',
      content: '<p>Please read.</p>',
    });
    expect(await screen.findByText('Message sent to player 42.')).toBeTruthy();
  });

  it('asks before a broadcast and sends it only once confirmed', async () => {
    renderWithProviders(<MessagesPage />, { path: '/admin/messages' });
    await userEvent.click(screen.getByLabelText('All players'));
    expect(screen.queryByLabelText('User id')).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Maintenance tonight');
    await userEvent.type(screen.getByLabelText('Content'), 'Back at 2am.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to all players…' }));

    const confirm = within(screen.getByRole('dialog', { name: 'Send to all players?' }));
    expect(confirm.getByText(/cannot be called back/)).toBeTruthy();
    expect(api.callsTo('/api/admin/messages/send')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Send to all players' }));

    await waitFor(() => expect(api.callsTo('/api/admin/messages/send')).toHaveLength(1));
    expect(api.callsTo('/api/admin/messages/send')[0]?.params).toEqual({
      audience: 'all',
      type: 'system',
      title: 'Maintenance tonight',
      content: 'Back at 2am.',
    });
  });

  it('says which field is missing instead of sending', async () => {
    renderWithProviders(<MessagesPage />, { path: '/admin/messages' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter the player’s user id.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('/api/admin/messages/send')).toHaveLength(0);
  });
});
