import { checkConfirmPassword, checkNewPassword, type Country } from '@portal/contracts';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { rule } from '../forms/rules';
import type { CodeSender } from '../hooks/use-code-sender';
import { CodeButton } from './code-button';
import { CountryPicker } from './country-picker';

/** The mobile number (with its country code) or the e-mail address an account is known by. */
export function AccountField({
  mobile,
  country,
  countries,
  onCountryChange,
  error,
  registration,
}: {
  mobile: boolean;
  country: Country;
  countries: readonly Country[];
  onCountryChange: (country: Country) => void;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label={mobile ? 'Mobile number' : 'Email'}
      type={mobile ? 'tel' : 'email'}
      inputMode={mobile ? 'numeric' : 'email'}
      autoComplete={mobile ? 'tel-national' : 'email'}
      placeholder={mobile ? 'Your mobile number' : 'you@example.com'}
      error={error}
      start={
        mobile ? (
          <CountryPicker value={country} countries={countries} onChange={onCountryChange} />
        ) : undefined
      }
      {...registration}
    />
  );
}

/** The code sent to that number or address, with the button that sends it. */
export function CodeField({
  mobile,
  sender,
  error,
  registration,
}: {
  mobile: boolean;
  sender: CodeSender;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={mobile ? '6-digit code' : 'Code from the e-mail'}
      error={error}
      end={<CodeButton sender={sender} />}
      {...registration}
    />
  );
}

/**
 * A new password and its confirmation. Changing the password checks again a confirmation already
 * typed, so "passwords do not match" never outlives the mismatch.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  password,
  confirm,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
}: {
  form: UseFormReturn<T>;
  password: Path<T>;
  confirm: Path<T>;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  const { register, getValues, trigger, getFieldState, formState } = form;
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        placeholder="6 to 20 characters"
        error={getFieldState(password, formState).error?.message}
        {...register(password, {
          ...rule(checkNewPassword),
          onChange: () => {
            if (String(getValues(confirm) ?? '') !== '') void trigger(confirm);
          },
        })}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        placeholder="Type it again"
        error={getFieldState(confirm, formState).error?.message}
        {...register(confirm, {
          validate: (value) =>
            checkConfirmPassword(String(getValues(password) ?? ''), String(value ?? '')) ?? true,
        })}
      />
    </>
  );
}
