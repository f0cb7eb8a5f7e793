import { Link, useLocation, useNavigate } from 'react-router';
import { useLoginBox, useSession } from '../../features/auth';
import { paths } from '../../lib/paths';
import styles from './header.module.css';

type MenuKey = 'home' | 'games' | 'gifts' | 'news' | 'support';

/** Which menu item the current route belongs to (spec: the highlight follows the route). */
export function menuKeyOf(pathname: string): MenuKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === paths.home) return 'home';
  if (path.startsWith('/pc/game')) return 'games';
  if (path.startsWith(paths.giftCenter)) return 'gifts';
  if (path.startsWith('/pc/news')) return 'news';
  if (path.startsWith(paths.support)) return 'support';
  return null;
}

export function TopMenu() {
  const { pathname } = useLocation();
  const active = menuKeyOf(pathname);
  const loginBox = useLoginBox();
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const item = (key: MenuKey, to: string, label: string) => (
    <Link
      to={to}
      className={styles.menuItem}
      aria-current={active === key ? 'page' : undefined}
      onClick={
        key === 'support' && !isLogin
          ? (event) => {
              // Support needs an account: the login box comes first, Support only after a login.
              event.preventDefault();
              loginBox.open().then(
                () => void navigate(paths.support),
                () => undefined,
              );
            }
          : undefined
      }
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Main" className={styles.menu}>
      {item('home', paths.home, 'Home')}
      {item('games', paths.gamesList, 'Games')}
      {item('gifts', paths.giftCenter, 'Gift Center')}
      {item('news', paths.news, 'News')}
      {item('support', paths.support, 'Support')}
    </nav>
  );
}
