import { ART_SIZES, formatDate, wideArt, type GameDetail } from '@portal/contracts';
import { Link } from 'react-router';
import { useGamesOrigin } from '../../../lib/art';
import { compactCount } from '../../../lib/compact-count';
import { MAIN_PICTURE } from '../../../lib/main-picture';
import { paths } from '../../../lib/paths';
import { CATEGORY_LABELS } from './games-list';
import { PlayButton } from './play-button';
import { ShareButton } from './share-button';
import styles from './game-details.module.css';

/** Everything about one game: banner, pitch, Play, screenshots, how to play and facts. */
export function GameDetails({ game }: { game: GameDetail }) {
  const closed = game.status !== 'online';
  const gamesOrigin = useGamesOrigin();
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <img
          className={styles.banner}
          src={game.bannerUrl}
          {...wideArt(game.bannerUrl, ART_SIZES.gameBanner, gamesOrigin)}
          alt=""
          width={1280}
          height={720}
          {...MAIN_PICTURE}
        />
        <div className={styles.heroBody}>
          <img className={styles.icon} src={game.appIconUrl} alt="" width={128} height={128} />
          <div className={styles.heading}>
            <h1>{game.appName}</h1>
            <p className={styles.intro}>{game.briefIntro}</p>
            <ul className={styles.tags} aria-label="Tags">
              {game.appTags.map((tag) => (
                <li key={tag.tagId}>
                  <Link className="chip" to={`${paths.gamesList}?tagId=${tag.tagId}`}>
                    #{tag.tagName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.play}>
            {closed ? (
              <p className={styles.closed} role="status">
                {game.status === 'maintenance'
                  ? 'This game is under maintenance. Please come back soon.'
                  : 'This game is closed.'}
              </p>
            ) : (
              <PlayButton game={game} />
            )}
            <ShareButton game={game} />
          </div>
        </div>
      </header>

      <div className={styles.columns}>
        <div>
          <section aria-labelledby="shots">
            <h2 id="shots">Screenshots</h2>
            <div className={styles.shots}>
              {game.screenshots.map((src, i) => (
                <img
                  key={src}
                  src={src}
                  {...wideArt(src, ART_SIZES.screenshot, gamesOrigin)}
                  alt={`${game.appName} screenshot ${i + 1}`}
                  width={640}
                  height={360}
                  loading="lazy"
                />
              ))}
            </div>
          </section>
          <section aria-labelledby="about">
            <h2 id="about">About the game</h2>
            <p className={styles.text}>{game.description}</p>
          </section>
          <section aria-labelledby="how">
            <h2 id="how">How to play</h2>
            <ul className={styles.how}>
              {game.howToPlay.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className={styles.facts} aria-label="Game facts">
          <dl>
            <dt>Developer</dt>
            <dd>{game.developer}</dd>
            <dt>Released</dt>
            <dd>{formatDate(game.releasedAt)}</dd>
            <dt>Plays</dt>
            <dd>{compactCount(game.playCount)}</dd>
            <dt>Screen</dt>
            <dd>{['Any', 'Landscape', 'Portrait', 'Full screen'][game.screenType]}</dd>
            {game.categories.length > 0 && (
              <>
                <dt>Lists</dt>
                <dd>{game.categories.map((c) => CATEGORY_LABELS[c]).join(', ')}</dd>
              </>
            )}
          </dl>
        </aside>
      </div>
    </article>
  );
}
