import { checkNewPassword, Code } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { RESERVE_ERROR_LINES, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { usePasswordRevise } from '../api/password-revise';
import { errorText, isPasswordFieldError } from '../forms/error-texts';
import { BLUR, rule } from '../forms/rules';
import { sessionStore } from '../session/session-store';
import dialogs from './dialogs.module.css';
import { NewPasswordFields } from './account-fields';
import styles from './forms.module.css';

interface ChangeValues {
  oriPassword: string;
  newPassword: string;
  confirm: string;
}

/** The change-password form of a bound player. */
export default function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const revise = usePasswordRevise();
  const toast = useToast();
  const form = useForm<ChangeValues>({
    ...BLUR,
    defaultValues: { oriPassword: '', newPassword: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      // The answer is the same player under new tokens: the old ones were revoked.
      sessionStore.updateUser(
        await revise.mutateAsync({
          oriPassword: values.oriPassword,
          newPassword: values.newPassword,
        }),
      );
    } catch (error) {
      const wrongCurrent = error instanceof ApiError && error.code === Code.WRONG_CURRENT_PASSWORD;
      const field = wrongCurrent
        ? 'oriPassword'
        : isPasswordFieldError(error)
          ? 'newPassword'
          : 'root';
      setError(field, { message: errorText(error) });
      return;
    }
    toast('Password changed', 'success');
    onDone();
  });

  return (
    <form
      className={`${styles.form} ${RESERVE_ERROR_LINES}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={dialogs.head}>
        <h2 className={dialogs.title}>Change password</h2>
        <p className={dialogs.text}>Other devices will need the new password to log in.</p>
      </div>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.oriPassword?.message}
        {...register('oriPassword', rule(checkNewPassword))}
      />
      <NewPasswordFields
        form={form}
        password="newPassword"
        confirm="confirm"
        passwordLabel="New password"
        confirmLabel="Confirm new password"
      />
      {errors.root?.message && (
        <p className={styles.alert} role="alert">
          {errors.root.message}
        </p>
      )}
      <div className={dialogs.actions}>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save password'}
        </button>
      </div>
    </form>
  );
}
