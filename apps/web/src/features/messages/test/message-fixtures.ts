import type { MessageDetail, MessageSummary } from '@portal/contracts';

/** Messages as the server answers them, for the messages feature's tests. */
export const summary = (patch: Partial<MessageSummary> = {}): MessageSummary => ({
  notifId: 1,
  type: 'system',
  sender: 'Playhaven Team',
  title: 'Welcome to Playhaven',
  summary: 'Welcome to Playhaven! Your account is ready.',
  date: 1_700_000_000_000,
  read: false,
  ...patch,
});

export const detail = (patch: Partial<MessageDetail> = {}): MessageDetail => ({
  notifId: 1,
  type: 'system',
  sender: 'Playhaven Team',
  title: 'Welcome to Playhaven',
  content: '<p>Welcome to Playhaven! Your account is ready.</p>',
  date: 1_700_000_000_000,
  read: true,
  ...patch,
});

export const listPage = (notifList: MessageSummary[], unreadCount: number) => ({
  notifList,
  page: 1,
  pageSize: 10,
  total: notifList.length,
  hasMore: false,
  unreadCount,
});
