import { normaliseGameSearch, SEARCH_DEBOUNCE_MS, type Game } from '@portal/contracts';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLoadMore } from '../../../lib/use-load-more';
import { useGameSearch, useTopFinds } from '../api/search-games';
import styles from './search-box.module.css';

/**
 * The header's game search (spec section 2 and 5): typing is debounced 400 ms, trimmed and rid
 * of single quotes; an empty box shows the top finds on focus; results page in tens as the list
 * scrolls. Arrow keys walk the results, Escape closes them.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = normaliseGameSearch(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const typed = normaliseGameSearch(text);
  const search = useGameSearch(open ? query : null);
  const topFinds = useTopFinds(open && typed === null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const getPanel = useCallback(() => panel.current, []);
  const sentinel = useLoadMore(
    () => {
      if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
    },
    open && query !== null && Boolean(search.hasNextPage),
    getPanel,
    '120px',
  );

  const results = search.data?.pages.flatMap((p) => p.appList) ?? [];
  const showingTop = typed === null;
  const waiting = !showingTop && (typed !== query || search.isPending);

  const close = () => setOpen(false);
  const moveFocus = (step: 1 | -1) => {
    const links = [...(panel.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : at + step;
    if (next < 0) input.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
      input.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      moveFocus(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

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

  return (
    <div
      ref={root}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) close();
      }}
    >
      <label className={styles.field}>
        <span className="visually-hidden">Search games</span>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          placeholder="Search games"
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
        />
      </label>
      {open && (
        <div ref={panel} className={styles.panel} aria-label="Search results" role="region">
          {showingTop ? (
            <>
              <p className={styles.heading}>Top finds</p>
              {topFinds.isPending ? <ResultSkeletons /> : list(topFinds.data?.hotItems ?? [])}
            </>
          ) : waiting ? (
            <ResultSkeletons />
          ) : search.isError ? (
            <p className={styles.empty}>
              Search is not answering right now. Please try again in a moment.
            </p>
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
          )}
        </div>
      )}
    </div>
  );
}

function ResultSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.skeletons} aria-label="Loading" role="presentation">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}
