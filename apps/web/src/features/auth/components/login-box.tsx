import { PRODUCT_NAME } from '@portal/contracts';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { useLoginBox } from '../login-box-context';
import styles from './login-box.module.css';

type Tab = 'login' | 'signup';

/** The login box of spec section 2: a popup with the Login and Sign up tabs. */
export function LoginBox() {
  const { isOpen, closable, close } = useLoginBox();
  const [tab, setTab] = useState<Tab>('login');
  return (
    <Dialog open={isOpen} onClose={close} title="Log in or sign up" closable={closable}>
      <div className={styles.brand}>
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <h2 className={styles.title}>Welcome to {PRODUCT_NAME}</h2>
      </div>
      <Tabs
        label="Account"
        active={tab}
        onChange={setTab}
        items={[
          {
            key: 'login',
            label: 'Login',
            panel: (
              <p className={styles.note}>
                Accounts are opening soon. Every game in the catalogue plays without one, and your
                best scores stay in this browser.
              </p>
            ),
          },
          {
            key: 'signup',
            label: 'Sign up',
            panel: (
              <p className={styles.note}>
                Sign-up with an e-mail address or a mobile number is opening soon, along with gift
                packs and messages.
              </p>
            ),
          },
        ]}
      />
    </Dialog>
  );
}
