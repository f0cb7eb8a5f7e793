import type { Game, SearchHighlight } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLoadMore } from '../../../lib/use-load-more';
import { useGameSearch, useTopFinds } from '../api/search-games';
import { HighlightedName } from './highlighted-name';
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
  suggest,
}: {
  /** The text as typed, cleaned; null while the box is empty. */
  typed: string | null;
  /** The same text once typing has paused. */
  query: string | null;
  listId: string;
  getPanel: () => HTMLElement | null;
  close: () => void;
  /** Puts a suggested name in the box. */
  suggest: (name: string) => void;
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

  const pages = search.data?.pages ?? [];
  const results = pages.flatMap((p) => p.appList);
  const highlights = pages.flatMap((p) => p.appList.map((_, k) => p.highlights?.[k] ?? []));
  const first = pages[0];
  const waiting = !showingTop && (typed !== query || search.isPending);

  const list = (games: Game[], marks: SearchHighlight[][] = []) => (
    <ul className={styles.list} id={listId}>
      {games.map((game, k) => (
        <li key={game.appId}>
          <Link
            data-result
            to={paths.gameInfo(game.appId)}
            className={styles.result}
            onClick={close}
          >
            <img src={game.appIconUrl} alt="" width={44} height={44} />
            <span>
              <strong>
                <HighlightedName name={game.appName} ranges={marks[k] ?? []} />
              </strong>
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
    <>
      <div className={styles.empty}>
        <strong>Game not found</strong>
        <span>Nothing matches “{typed}”. Check the spelling or try a shorter name.</span>
        {first?.didYouMean && (
          <button
            type="button"
            className={styles.suggestion}
            onClick={() => first.didYouMean && suggest(first.didYouMean.appName)}
          >
            Did you mean <strong>{first.didYouMean.appName}</strong>?
          </button>
        )}
      </div>
      {first?.related && (
        <>
          <p className={styles.heading}>{first.related.tag.tagName} games</p>
          {list(first.related.appList)}
        </>
      )}
    </>
  ) : (
    <>
      {list(results, highlights)}
      {search.isFetchingNextPage && <ResultSkeletons count={2} />}
      <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />
    </>
  );
}
