import type { CodeSender } from '../hooks/use-code-sender';
import styles from './forms.module.css';

/** Sits inside the code field's frame: "Get code", then the seconds left, disabled. */
export function CodeButton({ sender }: { sender: CodeSender }) {
  return (
    <button
      type="button"
      className={styles.codeButton}
      disabled={sender.running}
      onClick={() => void sender.send()}
    >
      {sender.running ? `Resend in ${sender.seconds}s` : 'Get code'}
    </button>
  );
}
