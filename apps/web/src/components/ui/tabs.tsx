import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export function Tabs<K extends string>({
  label,
  items,
  active,
  onChange,
}: {
  label: string;
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[(target + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    refs.current.get(item.key)?.focus();
  };

  const current = items[index];
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${base}-${item.key}-tab`}
            aria-selected={item.key === active}
            aria-controls={`${base}-${item.key}-panel`}
            tabIndex={item.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-${current.key}-panel`}
          aria-labelledby={`${base}-${current.key}-tab`}
          className={styles.panel}
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
