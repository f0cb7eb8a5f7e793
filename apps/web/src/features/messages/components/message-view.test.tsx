import { Code } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { useUnreadCount } from '../api/get-unread-count';
import { detail } from '../test/message-fixtures';
import { MessageView } from './message-view';

const DETAIL = '/api/user/notif/detail';
const UNREAD = '/api/user/notif/unread';

function UnreadProbe() {
  const unread = useUnreadCount();
  return <output aria-label="unread">{unread.data ?? '…'}</output>;
}

const render = (notifId: number) =>
  renderWithProviders(
    <>
      <UnreadProbe />
      <Routes>
        <Route path="/pc/mymessage/detail/:notifId" element={<MessageView notifId={notifId} />} />
        <Route path="/pc/mymessage/" element={<p>The list</p>} />
      </Routes>
    </>,
    { path: `/pc/mymessage/detail/${notifId}` },
  );

describe('an opened message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read on opening, and the unread count is read again', async () => {
    let unread = 1;
    const api = fakeApi({
      [UNREAD]: () => ({ data: { unreadCount: unread } }),
      [DETAIL]: () => {
        unread = 0;
        return { data: detail({ type: 'announcement' }) };
      },
    });
    render(1);
    expect(await screen.findByRole('heading', { name: 'Welcome to Playhaven' })).toBeTruthy();
    expect(api.callsTo(DETAIL)[0]?.params.notifId).toBe('1');
    expect(screen.getByText('Announcement')).toBeTruthy();
    expect(screen.getByText('Playhaven Team')).toBeTruthy();
    expect(screen.getByText('Welcome to Playhaven! Your account is ready.').tagName).toBe('P');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'unread' }).textContent).toBe('0'),
    );
    expect(api.callsTo(UNREAD).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the message is not the player’s or no longer exists', async () => {
    fakeApi({
      [DETAIL]: () => ({ code: Code.RECORD_NOT_FOUND, msg: "Sorry,this page doesn't exist." }),
    });
    render(99);
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe(
      '/pc/mymessage/',
    );
  });

  it('deletes after confirming and goes back to the list', async () => {
    const api = fakeApi({ [DETAIL]: () => ({ data: detail() }) });
    render(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(api.callsTo('/api/user/notif/delete')[0]?.params.notifId).toBe('1');
  });
});
