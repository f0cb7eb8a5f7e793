import { useRef, useState, type ReactNode } from 'react';
import styles from './catalogue.module.css';

/** The list with the entry at `from` taken out and put back at `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry === undefined) return next;
  next.splice(to, 0, entry);
  return next;
}

/**
 * An ordered list the admin rearranges with Move up / Move down buttons (keyboard and screen
 * reader), or by dragging an entry with the mouse. Each move is announced, and focus stays on
 * the entry that moved so several moves in a row need no hunting for the button again.
 */
export function ReorderList<T>({
  label,
  items,
  idOf,
  nameOf,
  children,
  onChange,
}: {
  label: string;
  items: readonly T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  /** The entry's own content, between its position and its move buttons. */
  children: (item: T) => ReactNode;
  onChange: (next: T[]) => void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onChange(moved(items, from, to));
    setAnnouncement(`${nameOf(item)} moved to position ${to + 1} of ${items.length}.`);
    if (!direction) return;
    // At either end the button pressed is disabled; the other one keeps the focus on the entry.
    const atEnd = direction === 'up' ? to === 0 : to === items.length - 1;
    const next = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => buttons.current.get(`${idOf(item)}-${next}`)?.focus());
  };

  const buttonRef = (key: string) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(key, node);
    else buttons.current.delete(key);
  };

  return (
    <>
      <ol className={styles.reorder} aria-label={label}>
        {items.map((item, index) => {
          const id = idOf(item);
          const name = nameOf(item);
          return (
            <li
              key={id}
              className={styles.reorderItem}
              draggable
              data-dragging={dragged === index || undefined}
              data-over={over === index && dragged !== index ? true : undefined}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(id));
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              <span className={styles.grip} aria-hidden="true">
                ⠿
              </span>
              <span className={styles.position}>{index + 1}</span>
              <div className={styles.reorderBody}>{children(item)}</div>
              <div className={styles.moveButtons}>
                <button
                  ref={buttonRef(`${id}-up`)}
                  type="button"
                  className="btn"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  ↑
                </button>
                <button
                  ref={buttonRef(`${id}-down`)}
                  type="button"
                  className="btn"
                  aria-label={`Move ${name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  ↓
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
