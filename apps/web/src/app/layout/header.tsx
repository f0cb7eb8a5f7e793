import { PRODUCT_NAME } from '@portal/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { sessionStore, useLoginBox, useSession } from '../../features/auth';
import { SearchBox } from '../../features/search';
import { useDrawnOnServer } from '../../lib/drawn-on-server';
import { paths } from '../../lib/paths';
import styles from './header.module.css';
import { LazyPlayerMenu, preloadPlayerMenu } from './lazy-player-menu';
import { MenuDrawer } from './menu-drawer';
import { TopMenu } from './top-menu';

/**
 * The sticky header: logo, top menu, game search, and the login button or the account menu. On a
 * phone the top menu moves into a drawer behind a menu button and the logo keeps its picture.
 */
export function Header() {
  const loginBox = useLoginBox();
  const session = useSession();
  // Who is logged in is known only in the browser: a first screen drawn on the server holds the
  // place of the login button or account menu.
  const drawnOnServer = useDrawnOnServer();
  const relogging = !session.ready && sessionStore.hasStoredUser();
  useEffect(() => {
    if (relogging) preloadPlayerMenu();
  }, [relogging]);
  const placeholder = (
    <div className={`skeleton ${styles.accountPlaceholder}`} aria-hidden="true" />
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MenuDrawer />
        <Link to={paths.home} className={styles.logo} aria-label={`${PRODUCT_NAME} home`}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span className={styles.logoName}>{PRODUCT_NAME}</span>
        </Link>
        <TopMenu />
        <div className={styles.search}>
          <SearchBox />
        </div>
        {drawnOnServer ? (
          placeholder
        ) : session.isLogin && session.user ? (
          <LazyPlayerMenu user={session.user} fallback={placeholder} />
        ) : relogging ? (
          placeholder
        ) : (
          <button
            type="button"
            className={`btn btn-primary ${styles.login}`}
            onClick={() => loginBox.open()}
          >
            Log in
          </button>
        )}
      </div>
    </header>
  );
}
