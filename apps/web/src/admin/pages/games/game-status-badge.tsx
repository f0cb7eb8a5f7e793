import type { GameStatusValue } from '@portal/contracts';
import styles from '../../components/admin.module.css';
import { STATUS } from './game-labels';

export function GameStatusBadge({ status }: { status: GameStatusValue }) {
  return (
    <span className={styles.status} data-tone={STATUS[status].tone}>
      {STATUS[status].label}
    </span>
  );
}
