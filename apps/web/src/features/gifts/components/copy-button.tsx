import { useCopy } from '../hooks/use-copy';
import styles from './gifts.module.css';

const CopyIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path
      d="M9 9h10v12H9zM5 15V3h10"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

/** A gift code as players type it, with a button that copies it. */
export function CodeWithCopy({ code, large = false }: { code: string; large?: boolean }) {
  const copy = useCopy();
  return (
    <div className={styles.codeLine} data-size={large ? 'large' : undefined}>
      <code className={styles.code}>{code}</code>
      <button
        type="button"
        className={`btn ${large ? 'btn-primary' : ''} ${styles.copy}`}
        aria-label={`Copy code ${code}`}
        onClick={() => void copy(code)}
      >
        <CopyIcon />
        Copy
      </button>
    </div>
  );
}
