import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../lib/paths';
import { continueWithQr, type QrHandOff } from '../session/qr-hand-off';
import { sessionStore } from '../session/session-store';
import { Avatar } from './account-menu';
import dialogs from './dialogs.module.css';
import styles from './hand-over-dialog.module.css';

const nameOf = (user: { nickname: string }) => user.nickname || 'Guest';

/**
 * Play on mobile, on the phone: a scanned link says whose account it continues before it is
 * used. "Continue as" uses it (once) and opens the game signed in as that player, so their saves
 * carry over; a used or expired link says so and offers the game as whoever is on the phone.
 */
export function QrHandOffDialog({
  handOff: first,
  onDone,
}: {
  handOff: QrHandOff;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const [handOff, setHandOff] = useState(first);
  const [pending, setPending] = useState(false);
  const { link, current } = handOff;

  const cont = async () => {
    if (handOff.kind !== 'offer') return;
    setPending(true);
    const result = await continueWithQr(sessionStore, handOff);
    if ('kind' in result) {
      setHandOff(result);
      setPending(false);
      return;
    }
    // A full load: everything on the page belonged to whoever was here before.
    sessionStore.markReloading();
    window.location.assign(paths.playing(result.appId));
  };
  const playHere = () => {
    onDone();
    void navigate(paths.playing(link.appId));
  };

  if (handOff.kind === 'invalid') {
    return (
      <Dialog open onClose={onDone} title="This link cannot be used">
        <div className={dialogs.body}>
          <div className={dialogs.head}>
            <h2 className={dialogs.title}>This link cannot be used</h2>
            <p className={dialogs.text} role="alert">
              {handOff.message}
            </p>
            <p className={dialogs.text}>
              Show a new code on your computer (Play on mobile), or play here on this phone.
            </p>
          </div>
          <div className={dialogs.actions}>
            <button type="button" className="btn" onClick={onDone}>
              Close
            </button>
            <button type="button" className="btn btn-primary" data-autofocus onClick={playHere}>
              {current ? `Play as ${nameOf(current)}` : 'Play as a guest'}
            </button>
          </div>
        </div>
      </Dialog>
    );
  }

  const linkName = nameOf(handOff);
  return (
    <Dialog open onClose={onDone} title={`Continue as ${linkName}?`}>
      <div className={dialogs.body}>
        <div className={dialogs.head}>
          <h2 className={dialogs.title}>Continue as {linkName}?</h2>
          <p className={dialogs.text}>
            {current && current.nickname !== handOff.nickname
              ? `This code from your computer signs this phone in as ${linkName}, in place of ${nameOf(current)}.`
              : 'This code from your computer signs this phone in, with your saved progress.'}
          </p>
        </div>
        <div className={styles.account}>
          <Avatar iconUrl={handOff.iconUrl} size={48} className={styles.avatar} />
          <span className={styles.name}>{linkName}</span>
        </div>
        <div className={dialogs.actions}>
          <button type="button" className="btn" onClick={onDone}>
            {current ? `Stay as ${nameOf(current)}` : 'Not now'}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            disabled={pending}
            onClick={() => void cont()}
          >
            Continue as {linkName}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
