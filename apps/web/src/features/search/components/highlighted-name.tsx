import type { SearchHighlight } from '@portal/contracts';
import type { ReactNode } from 'react';
import styles from './search-box.module.css';

/** A game's name with the parts the query matched marked. */
export function HighlightedName({ name, ranges }: { name: string; ranges: SearchHighlight[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    // Ranges come in order; one out of order or past the name is skipped, not drawn twice.
    if (start < at || end > name.length || end <= start) continue;
    if (start > at) parts.push(name.slice(at, start));
    parts.push(
      <mark key={start} className={styles.mark}>
        {name.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(name.slice(at));
  return <>{parts}</>;
}
