import { LOGIN_REMINDER_DELAY_MS, PRIVACY_AGREED } from '@portal/contracts';
import { lazy, useEffect, useState } from 'react';
import { Deferred } from '../../../components/ui/deferred';
import { useClientConfig } from '../../../lib/client-config';
import { logger } from '../../../lib/logger';
import { getPrivacyUrl } from '../api/get-privacy-url';
import { agreeToPrivacy } from '../session/privacy-agreement';
import { sessionStore, useSession } from '../session/session-store';

const PrivacyDialog = lazy(() =>
  import('./privacy-dialog').then((module) => ({ default: module.PrivacyDialog })),
);

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
    <Deferred wanted={policy !== null}>
      <PrivacyDialog
        open={policy !== null}
        link={link}
        onAgree={agree}
        onClose={() => setPolicy(null)}
      />
    </Deferred>
  );
}
