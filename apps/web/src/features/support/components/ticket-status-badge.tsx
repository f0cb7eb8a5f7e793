import type { TicketStatusValue } from '@portal/contracts';
import styles from './ticket-status-badge.module.css';

/** A ticket's status as a coloured badge; the name is the status itself (spec section 3). */
export function TicketStatusBadge({ status }: { status: TicketStatusValue }) {
  return (
    <span className={styles.badge} data-status={status}>
      {status}
    </span>
  );
}
