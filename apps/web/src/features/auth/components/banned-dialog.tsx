import { Dialog } from '../../../components/ui/dialog';
import { useAccountDialogs } from '../account-dialogs-context';
import dialogs from './dialogs.module.css';

/** The banned-account warning (4080): the server's message, then Home or Support. */
export function BannedDialog({ onHome, onSupport }: { onHome: () => void; onSupport: () => void }) {
  const { banned, setBanned } = useAccountDialogs();
  const leave = (to: () => void) => {
    setBanned(null);
    to();
  };
  return (
    <Dialog open={banned !== null} onClose={() => leave(onHome)} title="Account banned">
      <div className={dialogs.body}>
        <span className={dialogs.badge} data-tone="danger" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M5.8 5.8l12.4 12.4" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </span>
        <div className={dialogs.head}>
          <h2 className={dialogs.title}>This account is banned</h2>
          <p className={dialogs.text}>{banned}</p>
          <p className={dialogs.text}>If you think this is a mistake, write a support ticket.</p>
        </div>
        <div className={dialogs.actions}>
          <button type="button" className="btn" onClick={() => leave(onSupport)}>
            Write to Support
          </button>
          <button type="button" className="btn btn-primary" onClick={() => leave(onHome)}>
            Go to Home
          </button>
        </div>
      </div>
    </Dialog>
  );
}
