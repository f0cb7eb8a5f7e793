/**
 * Every message query hangs under MESSAGES_QUERY_KEY: a push that says "something changed"
 * invalidates that one key and the list, the unread count and an open message are read again.
 */
export const MESSAGES_QUERY_KEY = ['messages'] as const;

export const messageKeys = {
  lists: [...MESSAGES_QUERY_KEY, 'list'] as const,
  list: (unreadOnly: boolean) => [...MESSAGES_QUERY_KEY, 'list', unreadOnly] as const,
  unread: [...MESSAGES_QUERY_KEY, 'unread'] as const,
  detail: (notifId: number) => [...MESSAGES_QUERY_KEY, 'detail', notifId] as const,
};
