import { useState } from 'react';
import { useClientConfig } from '../../lib/client-config';
import { useDrawnOnServer } from '../../lib/drawn-on-server';
import { storage } from '../../lib/storage';
import styles from './cookie-notice.module.css';

export const COOKIE_NOTICE_KEY = 'cookieNoticeAccepted';

/** The privacy and cookie notice of a first visit; once accepted it does not come back. */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => storage.get(COOKIE_NOTICE_KEY) === '1');
  const privacy = useClientConfig().data?.links.privacy;
  // Whether this browser accepted is known only in the browser.
  if (useDrawnOnServer() || accepted) return null;
  return (
    <section className={styles.notice} aria-label="Privacy and cookies">
      <p>
        We use cookies to keep you logged in, remember your settings and understand how the site is
        used. {/* The words stand before the address arrives, so the notice keeps its size. */}
        {privacy ? (
          <a href={privacy} target="_blank" rel="noreferrer" className={styles.policy}>
            Privacy policy
          </a>
        ) : (
          <span className={styles.policy}>Privacy policy</span>
        )}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          storage.set(COOKIE_NOTICE_KEY, '1');
          setAccepted(true);
        }}
      >
        Accept
      </button>
    </section>
  );
}
