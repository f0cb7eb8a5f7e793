import type { MessageDetail, MessageSummary } from '@portal/contracts';

/** Messages as the server answers them, for the messages feature's tests. */
export const summary = (patch: Partial<MessageSummary> = {}): MessageSummary => ({
  notifId: 1,
  type: 'system',
  sender: 'Playhaven Team',
  notifTitle: 'Welcome to Playhaven',
  sendTime: 1_700_000_000_000,
  notifType: 5,
  summary: 'Welcome to Playhaven! Your account is ready.',
  read: false,
  ...patch,
});

export const detail = (patch: Partial<MessageDetail> = {}): MessageDetail => ({
  notifId: 1,
  type: 'system',
  sender: 'Playhaven Team',
  notifTitle: 'Welcome to Playhaven',
  notifContent: '<p>Welcome to Playhaven! Your account is ready.</p>',
  sendTime: 1_700_000_000_000,
  notifType: 5,
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
