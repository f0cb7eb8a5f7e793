import type { ChangeEvent } from 'react';
import styles from './catalogue.module.css';

/**
 * A button-looking label around a file input: the input keeps the browser's own keyboard and
 * screen reader handling, the label gives it the console's look. The same file may be chosen
 * twice in a row (after a refusal, say), so the input is emptied after each choice.
 */
export function FileButton({
  label,
  accept,
  disabled,
  primary,
  onFile,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  primary?: boolean;
  onFile: (file: File) => void;
}) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label
      className={`btn ${primary ? 'btn-primary' : ''} ${styles.fileButton}`}
      data-disabled={disabled || undefined}
    >
      {label}
      <input
        type="file"
        accept={accept}
        className="visually-hidden"
        disabled={disabled}
        onChange={choose}
      />
    </label>
  );
}
