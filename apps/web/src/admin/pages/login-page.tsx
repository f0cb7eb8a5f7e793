import { Code } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useTitle } from '../../lib/use-title';
import { adminPaths } from '../admin-paths';
import { useAdminLogin, useAdminMe } from '../session/admin-session';
import styles from './login-page.module.css';

/** A captcha picture the server sent with a refusal (repeated failures ask for one). */
const captchaOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== Code.ACCOUNT_PASSWORD_ERROR && error.code !== Code.WRONG_CAPTCHA) return null;
  const data = error.data as { graphCode?: unknown } | null;
  return typeof data?.graphCode === 'string' ? data.graphCode : null;
};

export function AdminLoginPage() {
  useTitle('Publisher sign-in');
  const me = useAdminMe();
  const login = useAdminLogin();
  const from = (useLocation().state as { from?: string } | null)?.from ?? adminPaths.home;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [graphCode, setGraphCode] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);

  if (me.data) return <Navigate to={from} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password, graphCode: captcha ? graphCode : undefined },
      {
        onError: (error) => {
          const next = captchaOf(error);
          if (next) setCaptcha(next);
          setGraphCode('');
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <div>
            <h1>Playhaven publisher</h1>
            <p>Sign in with your publisher account.</p>
          </div>
        </div>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {captcha && (
          <TextField
            label="Picture code"
            value={graphCode}
            onChange={(event) => setGraphCode(event.target.value)}
            end={<img src={captcha} alt="Picture code" width={120} height={36} />}
          />
        )}
        {login.isError && (
          <p className={styles.error} role="alert">
            {login.error.message}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={login.isPending || !email || !password}
        >
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
