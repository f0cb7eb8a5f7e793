import type { PlayerStatusValue } from '@portal/contracts';
import styles from '../../components/admin.module.css';

/** User source codes of the spec (section 3). */
const SOURCE_LABEL: Record<number, string> = {
  0: 'Own account',
  1: 'Other platform',
  2: 'Guest',
  3: 'Own account, not bound',
};
export const sourceLabel = (source: number) => SOURCE_LABEL[source] ?? `Source ${source}`;

const STATUS: Record<PlayerStatusValue, { label: string; tone: 'good' | 'warn' | 'bad' }> = {
  active: { label: 'Active', tone: 'good' },
  frozen: { label: 'Frozen', tone: 'warn' },
  banned: { label: 'Banned', tone: 'bad' },
};

export function PlayerStatusBadge({ status }: { status: PlayerStatusValue }) {
  return (
    <span className={styles.status} data-tone={STATUS[status].tone}>
      {STATUS[status].label}
    </span>
  );
}
