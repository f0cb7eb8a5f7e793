import type { User } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MenuButton, type MenuItem } from '../../../components/ui/menu';
import { paths } from '../../../lib/paths';
import { useUnreadCount } from '../../messages';
import { useAccountDialogs } from '../account-dialogs-context';
import { useLoginBox } from '../login-box-context';
import { canBindAddress, isGuest } from '../session/session-store';
import styles from './account-menu.module.css';

export const DEFAULT_AVATAR = '/avatar.svg';

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** A player's picture, the site's default one when they have none or theirs fails to load. */
export function Avatar({
  iconUrl,
  size,
  className,
}: {
  iconUrl: string;
  size: number;
  className: string | undefined;
}) {
  return (
    <img
      className={className}
      src={iconUrl || DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR))
          event.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}

/** What the menu lists below its own items: the app fills it with the recently played games. */
export type AccountMenuExtra = { items: MenuItem[]; footer: ReactNode };

/** The header's account dropdown (spec section 2) for a logged-in player. */
export function AccountMenu({ user, extra }: { user: User; extra: AccountMenuExtra }) {
  const { openDialog } = useAccountDialogs();
  const loginBox = useLoginBox();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const guest = isGuest(user);
  const nickname = user.nickname || 'Guest';
  const items: MenuItem[] = [
    {
      key: 'my-page',
      label: 'My page',
      icon: <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
      onSelect: () => void navigate(paths.userInfo),
    },
    canBindAddress(user)
      ? {
          key: 'bind',
          label: 'Bind account',
          icon: (
            <Icon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          ),
          onSelect: () => openDialog('bind'),
        }
      : {
          key: 'password',
          label: 'Change password',
          icon: <Icon d="M6 11V8a6 6 0 0 1 12 0v3M5 11h14v10H5zM12 15v2" />,
          onSelect: () => openDialog('password'),
        },
    {
      key: 'switch',
      label: 'Switch account',
      icon: <Icon d="M16 3l4 4-4 4M20 7H8M8 21l-4-4 4-4M4 17h12" />,
      onSelect: () => void loginBox.open(),
    },
    {
      key: 'messages',
      label: 'Messages',
      icon: <Icon d="M4 5h16v11H8l-4 4zM8 9h8M8 12h5" />,
      badge: { count: unread.data ?? 0, label: 'unread' },
      onSelect: () => void navigate(paths.myMessages),
    },
    {
      key: 'gifts',
      label: 'My gifts',
      icon: (
        <Icon d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1.5S10 7 12 7c2 0 6-1 6-1.5S14 3 12 7" />
      ),
      onSelect: () => void navigate(paths.myGifts),
    },
    {
      key: 'logout',
      label: 'Log out',
      tone: 'danger',
      icon: <Icon d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
      onSelect: () => openDialog('logout'),
    },
    ...extra.items,
  ];
  return (
    <MenuButton
      label={`Account: ${nickname}`}
      trigger={
        <>
          <span className={styles.avatarWrap}>
            <Avatar iconUrl={user.iconUrl} size={32} className={styles.avatar} />
            {/* Seen at a glance; the count itself is read out beside Messages in the menu. */}
            {Boolean(unread.data) && (
              <span className={`red-dot ${styles.dot}`} aria-hidden="true" />
            )}
          </span>
          <span className={styles.name}>{nickname}</span>
          <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </>
      }
      header={
        <div className={styles.header}>
          <Avatar iconUrl={user.iconUrl} size={48} className={styles.avatar} />
          <div className={styles.who}>
            <strong>{nickname}</strong>
            <span>{guest ? 'Guest account' : user.email || user.mobile || 'Bound account'}</span>
          </div>
        </div>
      }
      items={items}
      footer={extra.footer}
    />
  );
}
