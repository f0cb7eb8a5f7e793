import { LOGIN_REMINDER_DELAY_MS, PRIVACY_AGREED } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useClientConfig } from '../../../lib/client-config';
import { logger } from '../../../lib/logger';
import { getPrivacyUrl } from '../api/get-privacy-url';
import { agreeToPrivacy } from '../session/privacy-agreement';
import { sessionStore, useSession } from '../session/session-store';
import dialogs from './dialogs.module.css';

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/**
 * The privacy reminder (spec section 4): 1.5 s after a login change, a player whose privacyUrl
 * is not "-1" is asked to agree. Closing without agreeing brings it back on the next visit.
 */
export function PrivacyReminder() {
  const { isLogin, user, stamp, reloading } = useSession();
  const fallback = useClientConfig().data?.links.privacy;
  const [policy, setPolicy] = useState<string | null>(null);
  const due = isLogin && !reloading && user !== null && user.privacyUrl !== PRIVACY_AGREED;
  const known = user?.privacyUrl ?? '';

  useEffect(() => {
    if (!due) return;
    let live = true;
    const timer = setTimeout(() => {
      void getPrivacyUrl()
        .catch((error: unknown) => {
          logger.warn('privacy url', error);
          return known;
        })
        .then((url) => {
          if (!live) return;
          if (url === PRIVACY_AGREED) sessionStore.agreePrivacy();
          else setPolicy(url);
        });
    }, LOGIN_REMINDER_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [due, stamp, known]);

  const link = policy !== null && isWebAddress(policy) ? policy : fallback;
  const agree = () => {
    setPolicy(null);
    void agreeToPrivacy(sessionStore);
  };
  return (
    <Dialog open={policy !== null} onClose={() => setPolicy(null)} title="Privacy policy">
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
          <button type="button" className="btn" onClick={() => setPolicy(null)}>
            Not now
          </button>
          <button type="button" className="btn btn-primary" onClick={agree}>
            Agree
          </button>
        </div>
      </div>
    </Dialog>
  );
}
