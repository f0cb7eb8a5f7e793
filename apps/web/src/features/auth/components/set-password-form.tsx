import { useForm } from 'react-hook-form';
import { RESERVE_ERROR_LINES } from '../../../components/ui/field';
import { usePasswordReset } from '../api/password-reset';
import type { ResetAccount } from '../api/password-verify';
import { errorText, isPasswordFieldError } from '../forms/error-texts';
import { BLUR } from '../forms/rules';
import { NewPasswordFields } from './account-fields';
import styles from './forms.module.css';

interface PasswordValues {
  password: string;
  confirm: string;
}

/** Forgot password, second step: the new password, typed twice. */
export function SetPasswordForm({
  account,
  verCode,
  onDone,
}: {
  account: ResetAccount;
  verCode: string;
  onDone: () => void;
}) {
  const reset = usePasswordReset();
  const form = useForm<PasswordValues>({ ...BLUR, defaultValues: { password: '', confirm: '' } });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...account, verCode, password: values.password });
      onDone();
    } catch (error) {
      setError(isPasswordFieldError(error) ? 'password' : 'root', { message: errorText(error) });
    }
  });

  return (
    <form
      className={`${styles.form} ${RESERVE_ERROR_LINES}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.head}>
        <h3 className={styles.heading}>Set a new password</h3>
        <p className={styles.lead}>6 to 20 characters, without spaces.</p>
      </div>
      <NewPasswordFields
        form={form}
        password="password"
        confirm="confirm"
        passwordLabel="New password"
        confirmLabel="Confirm new password"
      />
      {errors.root?.message && (
        <p className={styles.alert} role="alert">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save password'}
      </button>
    </form>
  );
}
