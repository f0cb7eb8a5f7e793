import { PageId, PRODUCT_NAME } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { trackPageView } from '../../tracking/site-tracker';
import type { ResetAccount } from '../api/password-verify';
import { useLoginBox } from '../login-box-context';
import { AccountLoginForm } from './account-login-form';
import styles from './login-box.module.css';
import { LoginWays } from './login-ways';
import { ResetSuccess } from './reset-success';
import { ResetVerifyForm } from './reset-verify-form';
import { SetPasswordForm } from './set-password-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'login' | 'signup';

/** The Login tab's screens (spec section 4). */
type LoginScreen =
  | { name: 'mobileLogin' }
  | { name: 'emailLogin' }
  | { name: 'verifyMobile' }
  | { name: 'verifyEmail' }
  | { name: 'setPassword'; account: ResetAccount; verCode: string }
  | { name: 'resetSuccess' };

/** The box's content: the Login and Sign up tabs, then the other ways to log in. */
export default function LoginBoxBody() {
  const { takeSignUpTracking } = useLoginBox();
  const [tab, setTab] = useState<Tab>('login');
  const [screen, setScreen] = useState<LoginScreen>({ name: 'mobileLogin' });
  const [signUp, setSignUp] = useState<'email' | 'mobile'>('email');
  const body = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // After a switch the old control is gone; the new screen's first field takes the focus.
    if (!moved.current) return;
    body.current
      ?.querySelector<HTMLElement>('[role="tabpanel"] input, [role="tabpanel"] button')
      ?.focus();
  }, [screen, signUp]);

  const go = (next: LoginScreen) => {
    moved.current = true;
    setScreen(next);
  };
  const changeTab = (next: Tab) => {
    setTab(next);
    if (next !== 'signup') return;
    setSignUp('mobile');
    if (takeSignUpTracking()) trackPageView(PageId.SIGN_UP);
  };

  const loginPanel = (() => {
    switch (screen.name) {
      case 'mobileLogin':
      case 'emailLogin': {
        const kind = screen.name === 'mobileLogin' ? 'mobile' : 'email';
        return (
          <AccountLoginForm
            key={kind}
            kind={kind}
            onSwitch={() => go({ name: kind === 'mobile' ? 'emailLogin' : 'mobileLogin' })}
            onForgot={() => go({ name: kind === 'mobile' ? 'verifyMobile' : 'verifyEmail' })}
          />
        );
      }
      case 'verifyMobile':
      case 'verifyEmail': {
        const kind = screen.name === 'verifyMobile' ? 'mobile' : 'email';
        return (
          <ResetVerifyForm
            key={kind}
            kind={kind}
            onSwitch={() => go({ name: kind === 'mobile' ? 'verifyEmail' : 'verifyMobile' })}
            onBack={() => go({ name: kind === 'mobile' ? 'mobileLogin' : 'emailLogin' })}
            onVerified={(account, verCode) => go({ name: 'setPassword', account, verCode })}
          />
        );
      }
      case 'setPassword':
        return (
          <SetPasswordForm
            account={screen.account}
            verCode={screen.verCode}
            onDone={() => go({ name: 'resetSuccess' })}
          />
        );
      case 'resetSuccess':
        return <ResetSuccess onLogin={() => go({ name: 'mobileLogin' })} />;
    }
  })();

  return (
    <div ref={body}>
      <div className={styles.brand}>
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <div>
          <h2 className={styles.title}>Welcome to {PRODUCT_NAME}</h2>
          <p className={styles.subtitle}>One account for every game.</p>
        </div>
      </div>
      <Tabs
        label="Account"
        active={tab}
        onChange={changeTab}
        items={[
          { key: 'login', label: 'Login', panel: loginPanel },
          {
            key: 'signup',
            label: 'Sign up',
            panel: (
              <SignUpForm
                key={signUp}
                kind={signUp}
                onSwitch={() => {
                  moved.current = true;
                  setSignUp(signUp === 'mobile' ? 'email' : 'mobile');
                }}
              />
            ),
          },
        ]}
      />
      <LoginWays />
    </div>
  );
}
