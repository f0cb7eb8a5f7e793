export { MESSAGES_QUERY_KEY } from './api/message-keys';
export { useUnreadCount } from './api/get-unread-count';
export { MessageList } from './components/message-list';
export { MessageView } from './components/message-view';
export { useRefreshMessages } from './hooks/use-refresh-messages';
