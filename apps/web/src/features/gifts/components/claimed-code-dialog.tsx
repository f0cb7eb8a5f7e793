import { formatDate } from '@portal/contracts';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../lib/paths';
import type { ClaimedGift } from '../hooks/use-claim-flow';
import { CodeWithCopy } from './copy-button';
import styles from './gifts.module.css';

/** The code a claim just gave the player, ready to copy. */
export function ClaimedCodeDialog({
  claimed,
  onClose,
}: {
  claimed: ClaimedGift | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={claimed !== null} onClose={onClose} title="Gift claimed">
      {claimed && (
        <div className={styles.dialogBody}>
          <div className={styles.dialogBadge} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path
                d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1.5S10 7 12 7c2 0 6-1 6-1.5S14 3 12 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </div>
          <div>
            <h2 className={styles.dialogTitle}>Gift claimed</h2>
            <p className={styles.dialogText}>
              {claimed.title} for {claimed.appName}, claimed {formatDate(claimed.claimedAt, true)}.
              Enter this code in the game to get your reward.
            </p>
          </div>
          <CodeWithCopy code={claimed.code} large />
          <p className={styles.dialogText}>Your codes stay in My gifts whenever you need them.</p>
          <div className={styles.dialogActions}>
            <Link className="btn" to={paths.myGifts} onClick={onClose}>
              My gifts
            </Link>
            <Link className="btn btn-primary" to={paths.gameInfo(claimed.appId)} onClick={onClose}>
              Go to {claimed.appName}
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
