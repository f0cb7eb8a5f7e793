import { normaliseGameSearch, SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ResultSkeletons } from './result-skeletons';
import styles from './search-box.module.css';

// The panel and its queries load with the first focus on the box, not with the page.
const SearchResults = lazy(() =>
  import('./search-results').then((module) => ({ default: module.SearchResults })),
);

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
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const getPanel = useCallback(() => panel.current, []);

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
          <Suspense fallback={<ResultSkeletons />}>
            <SearchResults
              typed={typed}
              query={query}
              listId={listId}
              getPanel={getPanel}
              close={close}
              suggest={(name) => {
                setText(name);
                input.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
