import { useState } from 'react';
import { useAccountDialogs } from '../account-dialogs-context';
import { bindPrompt } from '../session/bind-prompt';
import { isGuest, useSession } from '../session/session-store';
import styles from './guest-bind-reminder.module.css';

/** Urges a guest to bind a phone; "Hide for 24 hours" keeps it away for a day. */
export function GuestBindReminder() {
  const { ready, isLogin, user, reloading } = useSession();
  const { openDialog } = useAccountDialogs();
  const [dismissed, setDismissed] = useState(false);
  const guest = ready && isLogin && !reloading && isGuest(user);
  // One turn per page load: the count is of sessions, not of renders.
  if (dismissed || !guest || !bindPrompt.dueThisPageLoad()) return null;
  return (
    <aside className={styles.card} aria-label="Bind your account">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22">
          <rect
            x="6"
            y="2.5"
            width="12"
            height="19"
            rx="3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M10.5 18h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <div className={styles.text}>
        <strong>You are playing as a guest</strong>
        <span>Bind a phone number so your progress is never lost.</span>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setDismissed(true);
            openDialog('bind');
          }}
        >
          Bind now
        </button>
        <button
          type="button"
          className={styles.hide}
          onClick={() => {
            bindPrompt.hideForADay();
            setDismissed(true);
          }}
        >
          Hide for 24 hours
        </button>
      </div>
    </aside>
  );
}
