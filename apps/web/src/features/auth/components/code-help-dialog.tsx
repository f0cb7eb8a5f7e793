import { Dialog } from '../../../components/ui/dialog';
import { useAccountDialogs } from '../account-dialogs-context';
import dialogs from './dialogs.module.css';

/** The verification-code help, reached from mobile flows once a countdown has run out. */
export function CodeHelpDialog() {
  const { codeHelp, setCodeHelp } = useAccountDialogs();
  const close = () => setCodeHelp(false);
  return (
    <Dialog open={codeHelp} onClose={close} title="Didn't receive the code?">
      <div className={dialogs.body}>
        <div className={dialogs.head}>
          <h2 className={dialogs.title}>Didn&apos;t receive the code?</h2>
          <p className={dialogs.text}>Text messages can take a minute. If nothing arrives:</p>
        </div>
        <ul className={dialogs.tips}>
          <li>Check that the country code and the number are right.</li>
          <li>
            Make sure your phone has signal and is not blocking messages from unknown senders.
          </li>
          <li>Ask for a new code: only the newest code works, for 10 minutes.</li>
          <li>After several tries, wait an hour before asking again.</li>
        </ul>
        <div className={dialogs.actions}>
          <button type="button" className="btn btn-primary" onClick={close}>
            Got it
          </button>
        </div>
      </div>
    </Dialog>
  );
}
