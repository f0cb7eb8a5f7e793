import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * A text link that switches screens. Pressing it does not take the focus from the field being
 * typed in: the field's blur check would add an error line, move this link down under the
 * pointer and lose the click.
 */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={styles.textLink}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
