import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
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

/** Label, control and error line shared by the select and text-area fields. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled native select: the browser's own keyboard handling, the text field's frame. */
export function SelectField({
  label,
  error,
  children,
  ref,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <select
          {...select}
          ref={ref}
          id={id}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {children}
        </select>
      </div>
    </FieldFrame>
  );
}

/** A labelled multi-line text field; `hint` sits beside the label (a character count). */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div
        className={`${styles.control} ${styles.multiline}`}
        data-invalid={error ? true : undefined}
      >
        <textarea
          {...textarea}
          ref={ref}
          id={id}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
    </FieldFrame>
  );
}
