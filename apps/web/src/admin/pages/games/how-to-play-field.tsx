import { GAME_HOW_TO_PLAY_MAX, GAME_STEP_MAX } from '@portal/contracts';
import { TextField } from '../../../components/ui/field';
import styles from './games.module.css';

/** The numbered steps players read under "How to play": added, edited and removed one by one. */
export function HowToPlayField({
  steps,
  onChange,
  errors,
}: {
  steps: string[];
  onChange: (steps: string[]) => void;
  /** Problems by step index. */
  errors: (index: number) => string | undefined;
}) {
  const full = steps.length >= GAME_HOW_TO_PLAY_MAX;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.fieldLabel}>
        How to play{' '}
        <span className="muted">
          ({steps.length} of {GAME_HOW_TO_PLAY_MAX} steps)
        </span>
      </legend>
      {steps.length === 0 && <p className="muted">No steps yet.</p>}
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <TextField
              label={`Step ${index + 1}`}
              value={step}
              maxLength={GAME_STEP_MAX}
              error={errors(index)}
              onChange={(event) =>
                onChange(steps.map((old, at) => (at === index ? event.target.value : old)))
              }
            />
            <button
              type="button"
              className="btn"
              aria-label={`Remove step ${index + 1}`}
              onClick={() => onChange(steps.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className="btn"
          disabled={full}
          onClick={() => onChange([...steps, ''])}
        >
          Add a step
        </button>
      </div>
    </fieldset>
  );
}
