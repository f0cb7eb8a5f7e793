import type { ReactNode } from 'react';
import type { MenuItem } from '../../../components/ui/menu';
import { useRecentlyPlayed } from '../api/get-played-list';
import { useStartGame } from '../hooks/use-start-game';
import styles from './recently-played.module.css';

const SECTION = 'Recently played';

/**
 * "Recently played" in the account dropdown: the player's last five games, each opening with
 * Play; while loading, after a failure or before any play the section says so instead.
 */
export function useRecentlyPlayedMenu(): { items: MenuItem[]; footer: ReactNode } {
  const recent = useRecentlyPlayed();
  const start = useStartGame();
  const games = recent.data?.appList ?? [];
  const items: MenuItem[] = games.map((game) => ({
    key: `played-${game.appId}`,
    section: SECTION,
    label: game.appName,
    ariaLabel: `Play ${game.appName}`,
    icon: <img className={styles.icon} src={game.appIconUrl} alt="" width={28} height={28} />,
    trailing: <span className={styles.play}>Play</span>,
    onSelect: () => void start(game),
  }));
  if (games.length > 0) return { items, footer: null };
  const note = recent.isPending ? (
    <div className={styles.skeletons} role="status" aria-label="Loading recently played games">
      <div className="skeleton" />
      <div className="skeleton" />
    </div>
  ) : recent.isError ? (
    <p className={styles.note}>Recently played games could not be loaded.</p>
  ) : (
    <p className={styles.note}>No games yet. The games you play will show up here.</p>
  );
  return {
    items,
    footer: (
      <div className={styles.section}>
        <div className={styles.heading}>{SECTION}</div>
        {note}
      </div>
    ),
  };
}
