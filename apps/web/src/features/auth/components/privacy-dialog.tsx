import { Dialog } from '../../../components/ui/dialog';
import dialogs from './dialogs.module.css';

/** The privacy reminder's question: read the policy at `link`, then agree or put it off. */
export function PrivacyDialog({
  open,
  link,
  onAgree,
  onClose,
}: {
  open: boolean;
  link: string | undefined;
  onAgree: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Privacy policy">
      <div className={dialogs.body}>
        <div className={dialogs.head}>
          <h2 className={dialogs.title}>We updated our privacy policy</h2>
          <p className={dialogs.text}>
            Please read how we keep and use your data, and agree to keep playing with your account.
          </p>
        </div>
        {link && (
          <a className={dialogs.link} href={link} target="_blank" rel="noreferrer">
            Read the privacy policy
          </a>
        )}
        <div className={dialogs.actions}>
          <button type="button" className="btn" onClick={onClose}>
            Not now
          </button>
          <button type="button" className="btn btn-primary" onClick={onAgree}>
            Agree
          </button>
        </div>
      </div>
    </Dialog>
  );
}
