import type { Game } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLoadMore } from '../../../lib/use-load-more';
import { useGameSearch, useTopFinds } from '../api/search-games';
import { ResultSkeletons } from './result-skeletons';
import styles from './search-box.module.css';

/**
 * The open search box's panel: the top finds while the box is empty, else the results of the
 * debounced `query`, paged in tens as the panel scrolls.
 */
export function SearchResults({
  typed,
  query,
  listId,
  getPanel,
  close,
}: {
  /** The text as typed, cleaned; null while the box is empty. */
  typed: string | null;
  /** The same text once typing has paused. */
  query: string | null;
  listId: string;
  getPanel: () => HTMLElement | null;
  close: () => void;
}) {
  const search = useGameSearch(query);
  const showingTop = typed === null;
  const topFinds = useTopFinds(showingTop);
  const sentinel = useLoadMore(
    () => {
      if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
    },
    query !== null && Boolean(search.hasNextPage),
    getPanel,
    '120px',
  );

  const results = search.data?.pages.flatMap((p) => p.appList) ?? [];
  const waiting = !showingTop && (typed !== query || search.isPending);

  const list = (games: Game[]) => (
    <ul className={styles.list} id={listId}>
      {games.map((game) => (
        <li key={game.appId}>
          <Link
            data-result
            to={paths.gameInfo(game.appId)}
            className={styles.result}
            onClick={close}
          >
            <img src={game.appIconUrl} alt="" width={44} height={44} />
            <span>
              <strong>{game.appName}</strong>
              <small>{game.appTags.map((t) => t.tagName).join(' · ')}</small>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return showingTop ? (
    <>
      <p className={styles.heading}>Top finds</p>
      {topFinds.isPending ? <ResultSkeletons /> : list(topFinds.data?.hotItems ?? [])}
    </>
  ) : waiting ? (
    <ResultSkeletons />
  ) : search.isError ? (
    <p className={styles.empty}>Search is not answering right now. Please try again in a moment.</p>
  ) : results.length === 0 ? (
    <div className={styles.empty}>
      <strong>Game not found</strong>
      <span>Nothing matches “{typed}”. Check the spelling or try a shorter name.</span>
    </div>
  ) : (
    <>
      {list(results)}
      {search.isFetchingNextPage && <ResultSkeletons count={2} />}
      <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />
    </>
  );
}
