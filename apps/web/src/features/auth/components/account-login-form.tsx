import {
  checkEmail,
  checkLoginPassword,
  checkMobile,
  checkRequired,
  fullMobile,
} from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESERVE_ERROR_LINES, TextField } from '../../../components/ui/field';
import { useAccountLogin } from '../api/account-login';
import { captchaOf } from '../forms/captcha-challenge';
import { loginErrorOf } from '../forms/error-texts';
import { BLUR, rule } from '../forms/rules';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useCountries } from '../hooks/use-countries';
import { CaptchaImage } from './captcha-image';
import { CountryPicker } from './country-picker';
import styles from './forms.module.css';
import { LinkButton } from './link-button';

interface LoginValues {
  account: string;
  password: string;
  graphCode: string;
}

/** Mobile or e-mail login with password, the captcha when the server asks for it, and the links. */
export function AccountLoginForm({
  kind,
  onSwitch,
  onForgot,
}: {
  kind: 'mobile' | 'email';
  onSwitch: () => void;
  onForgot: () => void;
}) {
  const { countries, initial } = useCountries();
  const [country, setCountry] = useState(initial);
  const captcha = useCaptcha();
  const login = useAccountLogin();
  const complete = useCompleteLogin();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    ...BLUR,
    defaultValues: { account: '', password: '', graphCode: '' },
  });

  const hideCaptcha = () => {
    if (!captcha.image) return;
    captcha.hide();
    setValue('graphCode', '');
    clearErrors('graphCode');
  };

  const submit = handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync({
        userName: kind === 'mobile' ? fullMobile(country.dial, values.account) : values.account,
        password: values.password,
        loginType: kind === 'mobile' ? 1 : 0,
        ...(captcha.image ? { graphCode: values.graphCode } : {}),
      });
      complete(session);
    } catch (error) {
      const problem = loginErrorOf(error);
      const image = captchaOf(error);
      if (image) {
        captcha.show(image);
        setValue('graphCode', '');
      } else if (problem.field === 'graphCode') {
        await captcha.refresh();
      }
      setError(problem.field, { message: problem.text });
    }
  });

  const mobile = kind === 'mobile';
  return (
    <form
      className={`${styles.form} ${RESERVE_ERROR_LINES}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.head}>
        <h3 className={styles.heading}>{mobile ? 'Log in with mobile' : 'Log in with email'}</h3>
        <p className={styles.lead}>Welcome back! Pick up where you left off.</p>
      </div>
      <TextField
        label={mobile ? 'Mobile number' : 'Email'}
        type={mobile ? 'tel' : 'email'}
        inputMode={mobile ? 'numeric' : 'email'}
        autoComplete={mobile ? 'tel-national' : 'email'}
        placeholder={mobile ? 'Your mobile number' : 'you@example.com'}
        error={errors.account?.message}
        start={
          mobile ? (
            <CountryPicker
              value={country}
              countries={countries}
              onChange={(next) => {
                setCountry(next);
                hideCaptcha();
              }}
            />
          ) : undefined
        }
        {...register('account', {
          ...rule(mobile ? checkMobile : checkEmail),
          onChange: hideCaptcha,
        })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password', rule(checkLoginPassword))}
      />
      {captcha.image && (
        <TextField
          label="Picture code"
          autoComplete="off"
          placeholder="Type the characters"
          error={errors.graphCode?.message}
          end={
            <CaptchaImage
              image={captcha.image}
              loading={captcha.loading}
              onRefresh={() => void captcha.refresh()}
            />
          }
          {...register('graphCode', { ...rule(checkRequired), shouldUnregister: true })}
        />
      )}
      <div className={styles.links}>
        <LinkButton onClick={onForgot}>Forgot password?</LinkButton>
        <LinkButton onClick={onSwitch}>
          {mobile ? 'Log in with email instead' : 'Log in with mobile instead'}
        </LinkButton>
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
