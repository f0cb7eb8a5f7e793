import styles from './guest-bind-reminder.module.css';

/** The guest reminder's card: bind now, or hide it for a day. */
export function GuestBindCard({ onBind, onHide }: { onBind: () => void; onHide: () => void }) {
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
        <button type="button" className="btn btn-primary" onClick={onBind}>
          Bind now
        </button>
        <button type="button" className={styles.hide} onClick={onHide}>
          Hide for 24 hours
        </button>
      </div>
    </aside>
  );
}
