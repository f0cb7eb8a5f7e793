import { ART_SIZES, wideArt, type Game } from '@portal/contracts';
import { Link } from 'react-router';
import { useGamesOrigin } from '../../../lib/art';
import { paths } from '../../../lib/paths';
import styles from './game-card.module.css';

/** A wide card: the game's banner with its name, tags and one-line pitch. */
export function GameCard({ game }: { game: Game }) {
  const gamesOrigin = useGamesOrigin();
  return (
    <Link to={paths.gameInfo(game.appId)} className={styles.card}>
      <div className={styles.art}>
        <img
          src={game.bannerUrl}
          {...wideArt(game.bannerUrl, ART_SIZES.card, gamesOrigin)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      </div>
      <div className={styles.body}>
        <img
          className={styles.icon}
          src={game.appIconUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <div>
          <h3 className={styles.name}>{game.appName}</h3>
          <p className={styles.tags}>{game.appTags.map((t) => t.tagName).join(' · ')}</p>
        </div>
      </div>
    </Link>
  );
}

export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton ${styles.skeleton}`} aria-hidden="true" />
      ))}
    </>
  );
}
