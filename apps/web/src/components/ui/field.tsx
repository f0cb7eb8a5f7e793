import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>;

/**
 * A labelled text input with its error under it: the error is tied to the input with
 * aria-describedby so a screen reader reads it with the field. `start` and `end` hold controls
 * that share the input's frame (a country picker, a code button, a captcha image).
 */
export function TextField({
  label,
  error,
  start,
  end,
  ref,
  ...input
}: InputProps & {
  label: string;
  error?: string | undefined;
  start?: ReactNode;
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {start}
        <input
          {...input}
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox whose label may hold links; its error reads like a text field's. */
export function CheckboxField({
  children,
  error,
  ref,
  ...input
}: Omit<InputProps, 'type'> & {
  children: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.check}>
      <div className={styles.checkRow}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {children}
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
