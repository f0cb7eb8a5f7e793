import type { MessageTypeValue } from '@portal/contracts';
import styles from './messages.module.css';

const TYPES: Record<MessageTypeValue, { label: string; path: string }> = {
  system: {
    label: 'System',
    path: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  },
  warning: { label: 'Warning', path: 'M12 3l10 18H2zM12 10v4M12 17.5v.5' },
  event: {
    label: 'Event',
    path: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 13l1 2 2 .3-1.5 1.4.4 2.3-1.9-1-1.9 1 .4-2.3L9 15.3l2-.3z',
  },
  guide: { label: 'Guide', path: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7M8 11h5' },
  announcement: { label: 'Announcement', path: 'M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6' },
};

export const messageTypeLabel = (type: MessageTypeValue) => TYPES[type].label;

/** The kind of a message as an icon; `labelled` adds its name beside it. */
export function MessageTypeIcon({
  type,
  labelled = false,
}: {
  type: MessageTypeValue;
  labelled?: boolean;
}) {
  const { label, path } = TYPES[type];
  return (
    <span className={styles.type} data-type={type}>
      <span className={styles.typeIcon}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={labelled ? styles.typeLabel : 'visually-hidden'}>{label}</span>
    </span>
  );
}
