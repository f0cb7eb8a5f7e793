import { formatDate, type PlayedListResponse } from '@portal/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GameTile } from '../../../components/ui/game-tile';
import { State } from '../../../components/ui/state';
import { fieldErrorOf } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useLoadMore } from '../../../lib/use-load-more';
import styles from './profile.module.css';

function PlayedSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.playedItem} aria-hidden="true">
          <div className={`skeleton ${styles.skeletonTile}`} />
          <div className={`skeleton ${styles.skeletonLine}`} />
        </li>
      ))}
    </>
  );
}

type PlayedQuery = UseInfiniteQueryResult<InfiniteData<PlayedListResponse>>;

/** The games this player played, most recent first, loading more as the grid's end nears. */
export function PlayedGames({ query }: { query: PlayedQuery }) {
  const more = useLoadMore(
    () => void query.fetchNextPage(),
    query.hasNextPage && !query.isFetching,
  );
  const games = query.data?.pages.flatMap((page) => page.appList) ?? [];

  let body;
  if (query.isError) {
    body = (
      <State
        title="Your games could not be loaded"
        action={
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            Try again
          </button>
        }
      >
        {fieldErrorOf(query.error).text}
      </State>
    );
  } else if (query.isSuccess && games.length === 0) {
    body = (
      <State
        title="No games played yet"
        action={
          <Link to={paths.gamesList} className="btn btn-primary">
            Browse games
          </Link>
        }
      >
        The games you play will line up here, so you can jump back in.
      </State>
    );
  } else {
    body = (
      <ul className={`game-grid ${styles.played}`} aria-busy={query.isFetching}>
        {query.isPending && <PlayedSkeletons count={6} />}
        {games.map((game) => (
          <li key={game.appId} className={styles.playedItem}>
            <GameTile game={game} />
            <div className={styles.playedMeta}>
              <div>
                <strong className={styles.playedName}>{game.appName}</strong>
                <span className={styles.playedDate}>
                  Last played <time>{formatDate(game.lastPlayedAt)}</time>
                </span>
              </div>
              {game.status === 'closed' ? (
                <span className={styles.playedClosed}>Closed</span>
              ) : (
                <Link
                  to={paths.playing(game.appId)}
                  className={`btn btn-primary ${styles.playButton}`}
                  aria-label={`Play ${game.appName}`}
                >
                  Play
                </Link>
              )}
            </div>
          </li>
        ))}
        {query.isFetchingNextPage && <PlayedSkeletons count={3} />}
      </ul>
    );
  }

  return (
    <section aria-labelledby="played-games-title">
      <div className="section-head">
        <h2 id="played-games-title">Played games</h2>
      </div>
      {body}
      <div ref={more} />
    </section>
  );
}
