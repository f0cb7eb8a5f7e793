import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../lib/paths';
import dialogs from './dialogs.module.css';

/** What a player is told when a game refuses their frozen account. */
export function AccountFrozenDialog({ open, close }: { open: boolean; close: () => void }) {
  return (
    <Dialog open={open} onClose={close} title="Account frozen">
      <div className={dialogs.body}>
        <span className={dialogs.badge} data-tone="warm" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path
              d="M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <div className={dialogs.head}>
          <h2 className={dialogs.title}>This account is frozen</h2>
          <p className={dialogs.text}>
            Games cannot start on a frozen account. Our support team can tell you why and help you
            unfreeze it.
          </p>
        </div>
        <div className={dialogs.actions}>
          <Link className="btn" to={paths.support} onClick={close}>
            Contact Support
          </Link>
          <button type="button" className="btn btn-primary" onClick={close}>
            OK
          </button>
        </div>
      </div>
    </Dialog>
  );
}
