import { TICKET_RATING_MAX } from '@portal/contracts';
import { useId, useState } from 'react';
import styles from './star-rating.module.css';

const STARS = Array.from({ length: TICKET_RATING_MAX }, (_, i) => i + 1);
const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * Five stars as a native radio group: Tab reaches it, arrow keys move between the stars, and
 * a screen reader reads "3 stars, 3 of 5".
 */
export function StarRating({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  return (
    <fieldset className={styles.stars} disabled={disabled} onMouseLeave={() => setHover(null)}>
      <legend className="visually-hidden">{label}</legend>
      {STARS.map((n) => (
        <label
          key={n}
          className={styles.star}
          data-lit={n <= lit ? true : undefined}
          onMouseEnter={() => setHover(n)}
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
          />
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
          </svg>
          <span className="visually-hidden">{starLabel(n)}</span>
        </label>
      ))}
    </fieldset>
  );
}
