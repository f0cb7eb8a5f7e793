import {
  adminGameCreateRequestSchema,
  APP_TYPE_MAX,
  GAME_DESCRIPTION_MAX,
  GAME_DEVELOPER_MAX,
  GAME_INTRO_MAX,
  GAME_NAME_MAX,
  GameCategory,
  type GameCategoryValue,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useClientConfig } from '../../../lib/client-config';
import shared from '../../components/admin.module.css';
import { issuesOf, serverIssues, type FieldIssues } from '../catalogue/field-issues';
import { useFocusFirstProblem } from '../catalogue/focus-problem';
import { CATEGORY, SCREEN_TYPES } from './game-labels';
import { gamePayloadOf, type GameForm } from './game-form';
import { HowToPlayField } from './how-to-play-field';
import { TagChipsField } from './tag-chips-field';
import styles from './games.module.css';

const APP_TYPE_TEXT = `Enter a whole number from 0 to ${APP_TYPE_MAX}.`;

/**
 * Every field of a game the API takes, checked with the same rules as the server before
 * anything is sent. `onSave` gets the form; a refusal it throws shows under its field.
 */
export function GameDetailsForm({
  initial,
  submitLabel,
  pendingLabel,
  onSave,
}: {
  initial: GameForm;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves with the form as saved, which becomes the new starting point. */
  onSave: (form: GameForm, saved: GameForm) => Promise<GameForm>;
}) {
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const formRef = useFocusFirstProblem<HTMLFormElement>(issues);
  const knownTags = useClientConfig().data?.tagList.map((tag) => tag.tagName);
  const [pending, setPending] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const set = <K extends keyof GameForm>(key: K, value: GameForm[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    setIssues((old) => {
      const rest = { ...old };
      delete rest[key];
      delete rest.form;
      return rest;
    });
  };
  const toggleCategory = (category: GameCategoryValue, on: boolean) =>
    set(
      'categories',
      // Kept in the catalogue's order so that ticking and unticking back is no change.
      GameCategory.filter((known) => (known === category ? on : form.categories.includes(known))),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = adminGameCreateRequestSchema.safeParse(gamePayloadOf(form));
    if (!checked.success) {
      const found = issuesOf(checked.error);
      if (found.appType) found.appType = APP_TYPE_TEXT;
      setIssues(found);
      return;
    }
    setPending(true);
    try {
      const next = await onSave(form, saved);
      setSaved(next);
      setForm(next);
      setIssues({});
    } catch (error) {
      setIssues(serverIssues(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={shared.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>Details</h2>
      <TextField
        label="Name"
        value={form.name}
        maxLength={GAME_NAME_MAX}
        required
        error={issues.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextAreaField
        label="Short introduction"
        hint={`${form.briefIntro.length} / ${GAME_INTRO_MAX}`}
        rows={2}
        value={form.briefIntro}
        maxLength={GAME_INTRO_MAX}
        error={issues.briefIntro}
        onChange={(event) => set('briefIntro', event.target.value)}
      />
      <TextAreaField
        label="Description"
        hint={`${form.description.length} / ${GAME_DESCRIPTION_MAX}`}
        rows={6}
        value={form.description}
        maxLength={GAME_DESCRIPTION_MAX}
        error={issues.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <HowToPlayField
        steps={form.howToPlay}
        onChange={(steps) => set('howToPlay', steps)}
        errors={(index) =>
          issues[`howToPlay.${index}`] ?? (index === 0 ? issues.howToPlay : undefined)
        }
      />
      <div className={shared.formGrid}>
        <TextField
          label="Developer"
          value={form.developer}
          maxLength={GAME_DEVELOPER_MAX}
          error={issues.developer}
          onChange={(event) => set('developer', event.target.value)}
        />
        <SelectField
          label="Screen type"
          value={form.screenType}
          error={issues.screenType}
          onChange={(event) => set('screenType', Number(event.target.value))}
        >
          {SCREEN_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="App type"
          type="number"
          inputMode="numeric"
          min={0}
          max={APP_TYPE_MAX}
          step={1}
          value={form.appType}
          error={issues.appType}
          onChange={(event) => set('appType', event.target.value)}
        />
      </div>
      <TagChipsField
        tags={form.tags}
        known={knownTags}
        onChange={(tags) => set('tags', tags)}
        error={issues.tags ?? Object.entries(issues).find(([key]) => key.startsWith('tags.'))?.[1]}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.fieldLabel}>Lists</legend>
        <p className={`muted ${styles.note}`}>
          A game that joins a list goes last in it; set its place under Order in lists.
        </p>
        <div className={styles.checkRow}>
          {GameCategory.map((category) => (
            <CheckboxField
              key={category}
              checked={form.categories.includes(category)}
              onChange={(event) => toggleCategory(category, event.target.checked)}
            >
              {CATEGORY[category]}
            </CheckboxField>
          ))}
        </div>
        {issues.categories && (
          <p className={styles.fieldError} role="alert">
            {issues.categories}
          </p>
        )}
      </fieldset>
      {issues.form && (
        <p className={shared.error} role="alert">
          {issues.form}
        </p>
      )}
      <div className={shared.formActions}>
        {dirty && <span className={`muted ${styles.unsaved}`}>Unsaved changes</span>}
        <button type="submit" className="btn btn-primary" disabled={pending || !dirty}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
