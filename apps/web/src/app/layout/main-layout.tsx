import { Outlet } from 'react-router';
import { AccountFrozenNotice, GuestBindReminder, PrivacyReminder } from '../../features/auth';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header';
import styles from './main-layout.module.css';

/**
 * Header, page and footer: the frame of every page inside the layout (spec section 2), with the
 * notices that belong to it (privacy reminder, account freeze, guest reminder, cookies).
 */
export function MainLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <PrivacyReminder />
      <AccountFrozenNotice />
      <GuestBindReminder />
      <CookieNotice />
    </div>
  );
}
