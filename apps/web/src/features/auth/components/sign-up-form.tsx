import {
  checkEmail,
  checkMobile,
  checkPolicyAgreed,
  checkRequired,
  checkSmsCode,
  CodeType,
  fullMobile,
  PRIVACY_AGREED,
} from '@portal/contracts';
import { useState } from 'react';
import { RESERVE_ERROR_LINES } from '../../../components/ui/field';
import { useForm } from 'react-hook-form';
import { logger } from '../../../lib/logger';
import { agreePrivacy } from '../api/agree-privacy';
import { useRegister } from '../api/register';
import { accountFormFieldOf, errorText } from '../forms/error-texts';
import { BLUR, rule } from '../forms/rules';
import { useCodeSender } from '../hooks/use-code-sender';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useCountries } from '../hooks/use-countries';
import { CodeHelpLink } from './code-help-link';
import { AccountField, CodeField, NewPasswordFields } from './account-fields';
import styles from './forms.module.css';
import { LinkButton } from './link-button';
import { PolicyCheckbox } from './policy-checkbox';

interface SignUpValues {
  account: string;
  verCode: string;
  password: string;
  confirm: string;
  agree: boolean;
}

/** Sign-up with an e-mail address or a mobile number, each proven with a code. */
export function SignUpForm({ kind, onSwitch }: { kind: 'mobile' | 'email'; onSwitch: () => void }) {
  const mobile = kind === 'mobile';
  const { countries, initial } = useCountries();
  const [country, setCountry] = useState(initial);
  const signUp = useRegister();
  const complete = useCompleteLogin();
  const form = useForm<SignUpValues>({
    ...BLUR,
    defaultValues: { account: '', verCode: '', password: '', confirm: '', agree: true },
  });
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const userName = (value: string) => (mobile ? fullMobile(country.dial, value) : value.trim());
  const sender = useCodeSender({
    type: mobile ? CodeType.MOBILE_SIGN_UP : CodeType.EMAIL_SIGN_UP,
    target: async () => {
      if (!(await trigger('account'))) return null;
      const value = userName(getValues('account'));
      return mobile ? { mobile: value } : { email: value };
    },
    onError: (text) => setError('account', { message: text }),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const session = await signUp.mutateAsync({
        registerType: mobile ? 1 : 0,
        userName: userName(values.account),
        password: values.password,
        verCode: values.verCode,
      });
      // Ticking the policy box to sign up is the agreement: it is recorded before the page
      // reloads, so the privacy reminder does not ask a brand-new player the same question.
      const agreed = await agreePrivacy().then(
        () => true,
        (error: unknown) => {
          logger.warn('privacy agreement at sign-up', error);
          return false;
        },
      );
      complete(agreed ? { ...session, privacyUrl: PRIVACY_AGREED } : session);
    } catch (error) {
      setError(accountFormFieldOf(error), { message: errorText(error) });
    }
  });

  return (
    <form
      className={`${styles.form} ${RESERVE_ERROR_LINES}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.head}>
        <h3 className={styles.heading}>{mobile ? 'Sign up with mobile' : 'Sign up with email'}</h3>
        <p className={styles.lead}>Save your progress, claim gifts and get news first.</p>
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
      <NewPasswordFields form={form} password="password" confirm="confirm" />
      <PolicyCheckbox
        error={errors.agree?.message}
        registration={register('agree', {
          validate: (agreed) => checkPolicyAgreed(agreed) ?? true,
        })}
      />
      <div className={styles.links}>
        <LinkButton onClick={onSwitch}>
          {mobile ? 'Sign up with email instead' : 'Sign up with mobile instead'}
        </LinkButton>
        <CodeHelpLink show={mobile && sender.finished} />
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
