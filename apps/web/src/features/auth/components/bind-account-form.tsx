import {
  checkEmail,
  checkMobile,
  checkNewPassword,
  checkPolicyAgreed,
  checkRequired,
  checkSmsCode,
  CodeType,
  fullMobile,
} from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESERVE_ERROR_LINES, TextField } from '../../../components/ui/field';
import { logger } from '../../../lib/logger';
import { useBindAccount } from '../api/bind-account';
import { getProfile } from '../api/get-profile';
import { accountFormFieldOf, errorText } from '../forms/error-texts';
import { BLUR, rule } from '../forms/rules';
import { useCodeSender } from '../hooks/use-code-sender';
import { useCountries } from '../hooks/use-countries';
import { bindPrompt } from '../session/bind-prompt';
import { sessionStore } from '../session/session-store';
import { CodeHelpLink } from './code-help-link';
import { AccountField, CodeField } from './account-fields';
import styles from './forms.module.css';
import { PolicyCheckbox } from './policy-checkbox';

interface BindValues {
  account: string;
  verCode: string;
  password: string;
  agree: boolean;
}

/** Binds a guest to a mobile number or e-mail address with a code and a password. */
export function BindAccountForm({
  kind,
  onBound,
}: {
  kind: 'mobile' | 'email';
  onBound: () => void;
}) {
  const mobile = kind === 'mobile';
  const { countries, initial } = useCountries();
  const [country, setCountry] = useState(initial);
  const bind = useBindAccount();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BindValues>({
    ...BLUR,
    defaultValues: { account: '', verCode: '', password: '', agree: true },
  });

  const userName = (value: string) => (mobile ? fullMobile(country.dial, value) : value.trim());
  const sender = useCodeSender({
    type: mobile ? CodeType.BIND_MOBILE : CodeType.BIND_EMAIL,
    target: async () => {
      if (!(await trigger('account'))) return null;
      const value = userName(getValues('account'));
      return mobile ? { mobile: value } : { email: value };
    },
    onError: (text) => setError('account', { message: text }),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const user = await bind.mutateAsync({
        userName: userName(values.account),
        bindTpye: mobile ? 1 : 0,
        verCode: values.verCode,
        password: values.password,
      });
      sessionStore.updateUser(user);
      bindPrompt.resetCount();
      onBound();
    } catch (error) {
      setError(accountFormFieldOf(error), { message: errorText(error) });
      return;
    }
    getProfile().then(sessionStore.updateUser, (error: unknown) => logger.warn(error));
  });

  return (
    <form
      className={`${styles.form} ${RESERVE_ERROR_LINES}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <AccountField
        mobile={mobile}
        country={country}
        countries={countries}
        onCountryChange={setCountry}
        error={errors.account?.message}
        registration={register('account', rule(mobile ? checkMobile : checkEmail))}
      />
      <CodeField
        mobile={mobile}
        sender={sender}
        error={errors.verCode?.message}
        registration={register('verCode', rule(mobile ? checkSmsCode : checkRequired))}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="6 to 20 characters"
        error={errors.password?.message}
        {...register('password', rule(checkNewPassword))}
      />
      <PolicyCheckbox
        error={errors.agree?.message}
        registration={register('agree', {
          validate: (agreed) => checkPolicyAgreed(agreed) ?? true,
        })}
      />
      {mobile && sender.finished && (
        <div className={styles.links}>
          <CodeHelpLink show />
        </div>
      )}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? 'Binding…' : 'Bind account'}
      </button>
    </form>
  );
}
