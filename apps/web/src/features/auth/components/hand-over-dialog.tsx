import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { reloadPage } from '../../../lib/reload';
import { errorText } from '../forms/error-texts';
import { adoptLink, type HandOverOffer } from '../session/link-hand-over';
import { sessionStore } from '../session/session-store';
import { Avatar } from './account-menu';
import dialogs from './dialogs.module.css';
import styles from './hand-over-dialog.module.css';

const nameOf = (user: { nickname: string }) => user.nickname || 'Guest';

/**
 * A link that hands over a session (`/pc?userId=&h5Token=&sdkToken=`) asks before its account
 * replaces anyone: "Continue as" adopts it, "Stay as" (or "Not now" for a visitor) keeps things
 * as they are. The safe choice has the focus, and Escape means it too.
 */
export function HandOverDialog({ offer, onDone }: { offer: HandOverOffer; onDone: () => void }) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const { linkUser, current } = offer;
  const linkName = nameOf(linkUser);
  const cont = async () => {
    setPending(true);
    try {
      await adoptLink(sessionStore, offer.link);
    } catch (error) {
      toast(errorText(error), 'error');
      setPending(false);
      onDone();
      return;
    }
    onDone();
    if (current) {
      // Everything on the page belonged to the player it replaced.
      sessionStore.markReloading();
      reloadPage();
    }
  };
  return (
    <Dialog open onClose={onDone} title={`Continue as ${linkName}?`}>
      <div className={dialogs.body}>
        <div className={dialogs.head}>
          <h2 className={dialogs.title}>Continue as {linkName}?</h2>
          <p className={dialogs.text}>
            {current
              ? `This link signs in as another account. You are signed in as ${nameOf(current)}.`
              : 'This link signs you in to an account.'}
          </p>
        </div>
        <div className={styles.account}>
          <Avatar iconUrl={linkUser.iconUrl} size={48} className={styles.avatar} />
          <span className={styles.name}>{linkName}</span>
        </div>
        <div className={dialogs.actions}>
          <button type="button" className="btn" data-autofocus onClick={onDone}>
            {current ? `Stay as ${nameOf(current)}` : 'Not now'}
          </button>
          <button
            type="button"
            className="btn btn-primary"
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
