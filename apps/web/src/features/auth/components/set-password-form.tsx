import { checkConfirmPassword, checkNewPassword } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { usePasswordReset } from '../api/password-reset';
import type { ResetAccount } from '../api/password-verify';
import { errorText } from '../forms/error-texts';
import { BLUR, rule } from '../forms/rules';
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
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ ...BLUR, defaultValues: { password: '', confirm: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...account, verCode, password: values.password });
      onDone();
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.head}>
        <h3 className={styles.heading}>Set a new password</h3>
        <p className={styles.lead}>6 to 20 characters, without spaces.</p>
      </div>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', {
          ...rule(checkNewPassword),
          onChange: () => {
            if (getValues('confirm') !== '') void trigger('confirm');
          },
        })}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', {
          validate: (value, values) => checkConfirmPassword(values.password, value) ?? true,
        })}
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
