import type { MessageTypeValue } from '@portal/contracts';

/** The names players see for each kind of message in their inbox. */
export const MESSAGE_TYPE_LABEL: Record<MessageTypeValue, string> = {
  system: 'System',
  warning: 'Warning',
  event: 'Event',
  guide: 'Guide',
  announcement: 'Announcement',
};
