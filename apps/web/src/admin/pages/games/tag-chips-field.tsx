import { GAME_TAGS_MAX, TAG_NAME_MAX } from '@portal/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import styles from './games.module.css';

/**
 * A game's tags as chips: typed names are added with Enter or the Add button, each chip has its
 * own remove button. The catalogue's tags are offered as the name is typed, and a name that is
 * one of them in other letter case takes its spelling, so "puzzle" does not sit beside "Puzzle".
 * A name the catalogue does not know yet becomes a new tag when saved.
 */
export function TagChipsField({
  tags,
  known = [],
  onChange,
  error,
}: {
  tags: string[];
  /** The catalogue's tag names. */
  known?: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = tags.length >= GAME_TAGS_MAX;

  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const offered = known.filter((name) => !tags.some((tag) => same(tag, name)));

  const add = () => {
    const typed = draft.trim().replace(/\s+/g, ' ');
    if (typed === '') return;
    const name = known.find((existing) => same(existing, typed)) ?? typed;
    if (tags.some((tag) => same(tag, name))) {
      setProblem(`The game already has the tag “${name}”.`);
      return;
    }
    if (full) {
      setProblem(`A game can have at most ${GAME_TAGS_MAX} tags.`);
      return;
    }
    onChange([...tags, name]);
    setDraft('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag rather than submitting the whole form.
    event.preventDefault();
    add();
  };
  const shown = problem ?? error;

  return (
    <div className={styles.tagsField}>
      <label htmlFor={id} className={styles.fieldLabel}>
        Tags{' '}
        <span className="muted">
          ({tags.length} of {GAME_TAGS_MAX})
        </span>
      </label>
      {tags.length > 0 && (
        <ul className={styles.chips} aria-label="Tags of the game">
          {tags.map((tag) => (
            <li key={tag} className={`chip ${styles.tagChip}`}>
              {tag}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tagAdd}>
        <input
          id={id}
          className={styles.tagInput}
          value={draft}
          maxLength={TAG_NAME_MAX}
          list={`${id}-known`}
          autoComplete="off"
          placeholder={full ? 'Remove a tag to add another' : 'Puzzle, Arcade…'}
          disabled={full}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <datalist id={`${id}-known`}>
          {offered.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="button" className="btn" onClick={add} disabled={full || draft.trim() === ''}>
          Add tag
        </button>
      </div>
      {shown && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
