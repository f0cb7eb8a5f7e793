import {
  checkEmail,
  checkMobile,
  checkRequired,
  checkSmsCode,
  CodeType,
  fullMobile,
} from '@portal/contracts';
import { useState } from 'react';
import { RESERVE_ERROR_LINES } from '../../../components/ui/field';
import { useForm } from 'react-hook-form';
import { usePasswordVerify, type ResetAccount } from '../api/password-verify';
import { errorText, isCodeFieldError } from '../forms/error-texts';
import { BLUR, rule } from '../forms/rules';
import { useCodeSender } from '../hooks/use-code-sender';
import { useCountries } from '../hooks/use-countries';
import { CodeHelpLink } from './code-help-link';
import { AccountField, CodeField } from './account-fields';
import styles from './forms.module.css';
import { LinkButton } from './link-button';

interface VerifyValues {
  account: string;
  verCode: string;
}

/** Forgot password, first step: prove the mobile number or e-mail address with a code. */
export function ResetVerifyForm({
  kind,
  onSwitch,
  onBack,
  onVerified,
}: {
  kind: 'mobile' | 'email';
  onSwitch: () => void;
  onBack: () => void;
  onVerified: (account: ResetAccount, verCode: string) => void;
}) {
  const mobile = kind === 'mobile';
  const { countries, initial } = useCountries();
  const [country, setCountry] = useState(initial);
  const verify = usePasswordVerify();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyValues>({ ...BLUR, defaultValues: { account: '', verCode: '' } });

  const accountOf = (value: string): ResetAccount =>
    mobile ? { mobile: fullMobile(country.dial, value) } : { email: value.trim() };
  const sender = useCodeSender({
    type: mobile ? CodeType.MOBILE_RESET : CodeType.EMAIL_RESET,
    target: async () => ((await trigger('account')) ? accountOf(getValues('account')) : null),
    onError: (text) => setError('account', { message: text }),
  });

  const submit = handleSubmit(async (values) => {
    const account = accountOf(values.account);
    try {
      await verify.mutateAsync({ ...account, verCode: values.verCode });
      onVerified(account, values.verCode.trim());
    } catch (error) {
      setError(isCodeFieldError(error) ? 'verCode' : 'account', { message: errorText(error) });
    }
  });

  return (
    <form
      className={`${styles.form} ${RESERVE_ERROR_LINES}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.head}>
        <h3 className={styles.heading}>Reset your password</h3>
        <p className={styles.lead}>
          {mobile
            ? 'We will text a 6-digit code to your mobile number.'
            : 'We will e-mail a code to your address.'}
        </p>
      </div>
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
      <div className={styles.links}>
        <LinkButton onClick={onBack}>Back to log in</LinkButton>
        <CodeHelpLink show={mobile && sender.finished} />
        <LinkButton onClick={onSwitch}>
          {mobile ? 'Use email instead' : 'Use mobile instead'}
        </LinkButton>
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Next'}
      </button>
    </form>
  );
}
