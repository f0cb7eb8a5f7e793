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
 * The line under a field that reads its error, announced when it appears. It is always there,
 * empty and out of the layout while the field is fine, so that a form which checks each field as it
 * is left (`RESERVE_ERROR_LINES`) can keep its room and not move under the pointer.
 */
function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className={styles.error} role={error ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/**
 * The class of a form whose fields keep room for their error line while it is empty: a line that
 * came and went as fields are left would move the form, and a click aimed at the next control
 * would land beside it.
 */
export const RESERVE_ERROR_LINES = 'reserve-error-lines';

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
      <ErrorLine id={errorId} error={error} />
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
      <ErrorLine id={errorId} error={error} />
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
      <ErrorLine id={`${id}-error`} error={error} />
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
