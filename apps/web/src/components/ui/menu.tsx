import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './menu.module.css';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  tone?: 'danger';
  /** A count beside the label (unread messages); `label` is what a screen reader hears after it. */
  badge?: { count: number; label: string };
  onSelect: () => void;
  /** The accessible name, when it says more than the visible label. */
  ariaLabel?: string;
  /** Shown at the item's end (a "Play" chip); decoration only. */
  trailing?: ReactNode;
  /** A heading drawn above the first item of each run of items with the same section. */
  section?: string;
}

/**
 * The WAI-ARIA menu button: Enter, Space or the arrows open the menu on its first or last item;
 * the arrows, Home and End move between items; Escape closes it and gives focus back to the
 * button; Tab or a click elsewhere closes it.
 */
export function MenuButton({
  label,
  trigger,
  header,
  items,
  footer,
}: {
  label: string;
  trigger: ReactNode;
  header?: ReactNode;
  items: MenuItem[];
  /** Below the items: what a section shows instead of items (loading, empty). */
  footer?: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };
  const hide = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setFocusIndex((target + items.length) % items.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      hide(true);
    } else if (event.key === 'Tab') {
      hide(false);
    }
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? hide(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        {trigger}
      </button>
      {open && (
        <div className={styles.popup}>
          {header}
          <div
            role="menu"
            id={`${id}-menu`}
            aria-labelledby={`${id}-button`}
            className={styles.menu}
            onKeyDown={onMenuKey}
          >
            {items.map((item, index) => [
              item.section && item.section !== items[index - 1]?.section && (
                <div key={`${item.key}-section`} role="presentation" className={styles.section}>
                  {item.section}
                </div>
              ),
              <button
                key={item.key}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                className={styles.item}
                data-tone={item.tone}
                aria-label={item.ariaLabel}
                onMouseEnter={() => setFocusIndex(index)}
                onClick={() => {
                  hide(true);
                  item.onSelect();
                }}
              >
                {item.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                {item.label}
                {item.badge && item.badge.count > 0 && (
                  <span className={styles.badge}>
                    {item.badge.count > 99 ? '99+' : item.badge.count}
                    <span className="visually-hidden"> {item.badge.label}</span>
                  </span>
                )}
                {item.trailing && (
                  <span className={styles.trailing} aria-hidden="true">
                    {item.trailing}
                  </span>
                )}
              </button>,
            ])}
          </div>
          {footer}
        </div>
      )}
    </div>
  );
}
