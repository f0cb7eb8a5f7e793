import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { setAdminSignedOut } from '../api/admin-request';
import { adminPaths } from '../admin-paths';
import { useAdminLogout, useAdminMe } from '../session/admin-session';
import styles from './admin-layout.module.css';

const SECTIONS = [
  { to: adminPaths.games, label: 'Games' },
  { to: adminPaths.banners, label: 'Banners' },
  { to: adminPaths.news, label: 'News' },
  { to: adminPaths.gifts, label: 'Gifts' },
  { to: adminPaths.messages, label: 'Messages' },
  { to: adminPaths.support, label: 'Support' },
  { to: adminPaths.players, label: 'Players' },
  { to: adminPaths.analytics, label: 'Analytics' },
  { to: adminPaths.audit, label: 'Audit log' },
] as const;

/** The console's frame: the sections on the left, the admin and sign-out on top. */
export function AdminLayout() {
  const me = useAdminMe();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    // A session that ends mid-work (expiry, disabled) brings the admin back to sign in.
    setAdminSignedOut(
      () => void navigate(adminPaths.login, { state: { from: location.pathname } }),
    );
  }, [navigate, location.pathname]);

  if (me.isPending) return <div className={styles.loading} role="status" aria-label="Loading" />;
  if (!me.data)
    return <Navigate to={adminPaths.login} replace state={{ from: location.pathname }} />;

  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <NavLink to={adminPaths.home} className={styles.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className={styles.brandName}>Publisher</span>
        </NavLink>
        <nav aria-label="Console">
          <ul className={styles.nav}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={styles.navItem}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.main}>
        <header className={styles.top}>
          <a href="/pc" className={styles.site}>
            View the site
          </a>
          <span className={styles.who}>
            {me.data.name || me.data.email}
            <small>{me.data.email}</small>
          </span>
          <button
            type="button"
            className="btn"
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => void navigate(adminPaths.login) })
            }
          >
            Sign out
          </button>
        </header>
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
