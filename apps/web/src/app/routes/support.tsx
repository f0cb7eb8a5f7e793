import { DotGroup, useViewRedDot } from '../../features/realtime';
import { Link } from 'react-router';
import { TicketList } from '../../features/support';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { PlayerOnly } from './player-only';
import styles from './support.module.css';

/** Support (spec section 2): the player's tickets and the way to write a new one. */
export function SupportPage() {
  useTitle('Support');
  useViewRedDot(...DotGroup.support);
  return (
    <PlayerOnly area="support">
      <div className="page">
        <div className={styles.head}>
          <div>
            <h1 className="page-title">Support</h1>
            <p className={styles.lead}>
              Write to us about a game or your account, and follow our answers here.
            </p>
          </div>
          <Link to={paths.supportNew} className="btn btn-primary">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" />
            </svg>
            New ticket
          </Link>
        </div>
        <TicketList />
      </div>
    </PlayerOnly>
  );
}
