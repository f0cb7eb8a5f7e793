import styles from './forms.module.css';

/** Forgot password, done: the way back goes to mobile login. */
export function ResetSuccess({ onLogin }: { onLogin: () => void }) {
  return (
    <div className={styles.done}>
      <span className={styles.doneIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h3 className={styles.heading}>Password changed</h3>
      <p className={styles.lead}>Your new password is ready. Log in with it to keep playing.</p>
      <button type="button" className={`btn btn-primary ${styles.submit}`} onClick={onLogin}>
        Go to log in
      </button>
    </div>
  );
}
