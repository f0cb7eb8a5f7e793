import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLoginBox, useSession } from '../../features/auth';
import { DotGroup, realtime, useRedDot } from '../../features/realtime';
import { paths } from '../../lib/paths';
import styles from './header.module.css';

/** What a screen reader hears after an item whose red dot is lit. */
const UNREAD = 'unread';

type MenuKey = 'home' | 'games' | 'gifts' | 'news' | 'support';
const viewAll = (locations: readonly number[]) =>
  locations.forEach((location) => realtime.view(location));

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

/**
 * The top menu: a row in the desktop header, a list in the phone's drawer (`onChoose` tells the
 * drawer an item was chosen, so it can close).
 */
export function TopMenu({
  layout = 'bar',
  onChoose,
}: {
  layout?: 'bar' | 'drawer';
  onChoose?: () => void;
}) {
  const { pathname } = useLocation();
  const active = menuKeyOf(pathname);
  const loginBox = useLoginBox();
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const newsDot = useRedDot(...DotGroup.news);
  const giftsDot = useRedDot(...DotGroup.gifts);
  const supportDot = useRedDot(...DotGroup.support) && isLogin;
  const onClick: Partial<Record<MenuKey, (event: MouseEvent) => void>> = {
    gifts: () => viewAll(DotGroup.gifts),
    news: () => viewAll(DotGroup.news),
    support: isLogin
      ? () => viewAll(DotGroup.support)
      : (event) => {
          // Support needs an account: the login box comes first, Support only after a login.
          event.preventDefault();
          loginBox.open().then(
            () => void navigate(paths.support),
            () => undefined,
          );
        },
  };
  // A lit dot is part of the item's name ("News, unread"), read with it rather than as a picture.
  const item = (key: MenuKey, to: string, label: string, dot = false) => (
    <Link
      to={to}
      className={styles.menuItem}
      aria-label={dot ? `${label}, ${UNREAD}` : undefined}
      aria-current={active === key ? 'page' : undefined}
      onClick={(event) => {
        onChoose?.();
        onClick[key]?.(event);
      }}
    >
      {label}
      {dot && <span className={`red-dot ${styles.menuDot}`} aria-hidden="true" />}
    </Link>
  );
  return (
    <nav aria-label="Main" className={layout === 'drawer' ? styles.drawerMenu : styles.menu}>
      {item('home', paths.home, 'Home')}
      {item('games', paths.gamesList, 'Games')}
      {item('gifts', paths.giftCenter, 'Gift Center', giftsDot)}
      {item('news', paths.news, 'News', newsDot)}
      {item('support', paths.support, 'Support', supportDot)}
    </nav>
  );
}
