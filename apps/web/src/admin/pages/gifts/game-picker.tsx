import { useId, useState, type KeyboardEvent } from 'react';
import { TextField } from '../../../components/ui/field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGameSearch } from './search-games';
import styles from './game-picker.module.css';

export interface PickedGame {
  appId: number;
  appName: string;
}

/**
 * A searchable select of the catalogue's games (the ARIA combobox pattern): typing searches by
 * name, arrow keys move through the matches, Enter picks one and Escape closes the list. Clearing
 * the text clears the choice.
 */
export function GamePicker({
  label,
  value,
  onChange,
  error,
  placeholder = 'Type to search games',
}: {
  label: string;
  value: PickedGame | null;
  onChange: (game: PickedGame | null) => void;
  error?: string | undefined;
  placeholder?: string;
}) {
  const listId = useId();
  const [text, setText] = useState(value?.appName ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text === value?.appName ? '' : text.trim(), 200);
  const search = useGameSearch(q, open);
  const matches = search.data?.gameList ?? [];

  // The shown text follows a choice made elsewhere (a reset form, a filter read from the address).
  const [shown, setShown] = useState(value?.appId);
  if (shown !== value?.appId) {
    setShown(value?.appId);
    setText(value?.appName ?? '');
  }

  const pick = (game: PickedGame) => {
    onChange({ appId: game.appId, appName: game.appName });
    setText(game.appName);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open) {
      const game = matches[active];
      if (game) {
        event.preventDefault();
        pick(game);
      }
    } else if (event.key === 'Escape' && open) {
      // Closing the list must not also close a dialog the picker sits in.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const activeGame = open ? matches[active] : undefined;
  return (
    <div className={styles.picker}>
      <TextField
        label={label}
        error={error}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeGame ? `${listId}-${activeGame.appId}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (event.target.value.trim() === '') onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          // Text that picked nothing goes back to the current choice.
          setOpen(false);
          setText(value?.appName ?? '');
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} matches`}
        className={styles.list}
        hidden={!open}
      >
        {search.isPending && <li className={styles.note}>Searching…</li>}
        {search.isError && <li className={styles.note}>The games could not be loaded.</li>}
        {search.isSuccess && matches.length === 0 && (
          <li className={styles.note}>No game matches “{q}”.</li>
        )}
        {matches.map((game, index) => (
          <li
            key={game.appId}
            id={`${listId}-${game.appId}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Picking on mouse down keeps the input from losing focus (and closing the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(game);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {game.iconUrl ? (
              <img src={game.iconUrl} alt="" className={styles.icon} />
            ) : (
              <span className={styles.icon} />
            )}
            <span>{game.appName}</span>
            <span className={styles.meta}>
              #{game.appId} · {game.status}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
