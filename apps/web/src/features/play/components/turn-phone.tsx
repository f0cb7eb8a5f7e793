import { useId, useState } from 'react';
import { useMediaQuery } from '../../../lib/phone';
import styles from './turn-phone.module.css';

/**
 * Over a landscape game (screenType 1) on a phone held upright: asks the player to turn it. It
 * goes away by itself once the phone is turned, and "Play upright" dismisses it for the visit.
 */
export function TurnPhone({ appName }: { appName: string }) {
  const upright = useMediaQuery('(orientation: portrait)');
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  if (!upright || dismissed) return null;
  return (
    <section className={styles.overlay} aria-labelledby={titleId}>
      <svg className={styles.art} viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <rect
          x="22"
          y="8"
          width="20"
          height="36"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <rect x="12" y="30" width="40" height="22" rx="4" fill="currentColor" opacity="0.35" />
        <path
          d="M48 14a14 14 0 0 1 6 12m0 0 3-5m-3 5-5-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id={titleId} className={styles.title}>
        Turn your phone
      </h2>
      <p className={styles.text}>{appName} is made for a wide screen: hold your phone sideways.</p>
      <button type="button" className="btn" onClick={() => setDismissed(true)}>
        Play upright
      </button>
    </section>
  );
}
