import { searchCountries, type Country } from '@portal/contracts';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styles from './country-picker.module.css';

/**
 * The dial-code picker beside a mobile number, with the search of spec section 5 (digits or
 * "+digits" match the dial code, two letters the country code, other text the name's start).
 * The search box keeps focus; the arrows move through the list and Enter picks.
 */
export function CountryPicker({
  value,
  onChange,
  countries,
}: {
  value: Country;
  onChange: (country: Country) => void;
  countries: readonly Country[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const found = useMemo(() => searchCountries(query, countries), [query, countries]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const show = () => {
    setQuery('');
    setActive(Math.max(0, countries.indexOf(value)));
    setOpen(true);
  };
  const pick = (country: Country) => {
    onChange(country);
    setOpen(false);
    trigger.current?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(found.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = found[active];
      if (country) pick(country);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        // The name begins with what the button shows, so a spoken "US +1" finds it.
        aria-label={`${value.code} +${value.dial}, country code: ${value.name}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : show())}
      >
        <span className={styles.code}>{value.code}</span>
        <span>+{value.dial}</span>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open && (
        <div className={styles.popup}>
          <input
            className={styles.search}
            type="search"
            aria-label="Search country or dial code"
            placeholder="Country, code or +dial"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={found[active] ? optionId(active) : undefined}
            autoComplete="off"
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKey}
          />
          <ul
            ref={list}
            id={`${id}-list`}
            role="listbox"
            aria-label="Countries"
            className={styles.list}
          >
            {found.map((country, index) => (
              <li
                key={country.code}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={country.code === value.code}
                data-active={index === active || undefined}
                className={styles.option}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => pick(country)}
              >
                <span className={styles.name}>{country.name}</span>
                <span className={styles.meta}>
                  {country.code} +{country.dial}
                </span>
              </li>
            ))}
            {found.length === 0 && <li className={styles.empty}>No country matches “{query}”.</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
