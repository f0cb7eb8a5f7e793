import type { Game } from '@portal/contracts';
import { Link } from 'react-router';
import { MAIN_PICTURE } from '../../lib/main-picture';
import styles from './game-tile.module.css';

/**
 * A square game tile: fixed ratio (no layout shift), its name always on it; lifts on hover. Its
 * picture loads when it nears the screen, except on a tile of the first screen (`first`), which
 * is fetched at once and ahead of other pictures.
 */
export function GameTile({ game, first = false }: { game: Game; first?: boolean }) {
  return (
    <Link to={`/pc/game/info/${game.appId}`} className={styles.tile}>
      <img
        src={game.appIconUrl}
        alt=""
        width={240}
        height={240}
        loading={first ? 'eager' : 'lazy'}
        {...(first ? MAIN_PICTURE : {})}
      />
      <span className={styles.caption}>{game.appName}</span>
    </Link>
  );
}

export function TileSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton" style={{ aspectRatio: '1 / 1' }} aria-hidden="true" />
      ))}
    </>
  );
}
