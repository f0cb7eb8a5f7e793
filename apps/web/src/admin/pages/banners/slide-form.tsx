import {
  adminSlideCreateRequestSchema,
  adminSlideUpdateRequestSchema,
  SLIDE_SUBTITLE_MAX,
  SLIDE_TITLE_MAX,
  URL_MAX,
  type AdminSlide,
} from '@portal/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import shared from '../../components/admin.module.css';
import { issuesOf, serverIssues, type FieldIssues } from '../catalogue/field-issues';
import { useFocusFirstProblem } from '../catalogue/focus-problem';
import { GamePicker } from '../catalogue/game-picker';
import { ImageUploadField } from '../catalogue/image-upload-field';
import { useCreateSlide } from './api/create-slide';
import { useUpdateSlide } from './api/update-slide';
import {
  createPayloadOf,
  emptySlideForm,
  slideFormOf,
  updatePayloadOf,
  type SlideForm as Form,
} from './slide-form-state';
import styles from './banners.module.css';

/** Problems the schemas cannot see: a banner needs a picture and one place to lead to. */
function missingOf(form: Form, isNew: boolean): FieldIssues {
  const issues: FieldIssues = {};
  if (isNew && form.imagePath === null) issues.imageUrl = 'Upload a picture for the banner.';
  if (form.target === 'game' && form.appId === null) issues.appId = 'Choose the game it opens.';
  if (form.target === 'link' && form.linkUrl.trim() === '') {
    issues.linkUrl = 'Enter an https address or a page of the site.';
  }
  return issues;
}

/** A new banner, or the changes to one; only the fields changed are sent. */
export function SlideForm({ slide, onDone }: { slide: AdminSlide | null; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const create = useCreateSlide();
  const update = useUpdateSlide();
  const [form, setForm] = useState<Form>(slide ? slideFormOf(slide) : emptySlideForm);
  const [issues, setIssues] = useState<FieldIssues>({});
  const formRef = useFocusFirstProblem<HTMLFormElement>(issues);
  const pending = create.isPending || update.isPending;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form opens above the list: the admin who pressed Edit lands in it (focus scrolls too).
    heading.current?.focus();
  }, [slide]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    setIssues({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingOf(form, slide === null);
    if (Object.keys(missing).length > 0) {
      setIssues(missing);
      return;
    }
    try {
      if (slide === null) {
        const payload = createPayloadOf(form);
        const checked = adminSlideCreateRequestSchema.safeParse(payload);
        if (!checked.success) return setIssues(issuesOf(checked.error));
        await create.mutateAsync(payload);
        toast('Banner added at the end of the slideshow.', 'success');
      } else {
        const payload = { slideId: slide.slideId, ...updatePayloadOf(slide, form) };
        const checked = adminSlideUpdateRequestSchema.safeParse(payload);
        if (!checked.success) return setIssues(issuesOf(checked.error));
        if (Object.keys(payload).length > 1) await update.mutateAsync(payload);
        toast('Banner saved.', 'success');
      }
      onDone();
    } catch (error) {
      setIssues(serverIssues(error));
    }
  };

  return (
    <form
      ref={formRef}
      className={`${shared.panel} ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {slide ? `Edit “${slide.title}”` : 'New banner'}
      </h2>
      <div className={styles.formColumns}>
        <ImageUploadField
          label="Banner picture"
          previewUrl={form.imagePreview}
          error={issues.imageUrl}
          onUploaded={(image) => {
            setForm((old) => ({ ...old, imagePath: image.path, imagePreview: image.url }));
            setIssues({});
          }}
        />
        <div className={styles.fields}>
          <TextField
            label="Title"
            value={form.title}
            maxLength={SLIDE_TITLE_MAX}
            required
            error={issues.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextField
            label="Subtitle (optional)"
            value={form.subtitle}
            maxLength={SLIDE_SUBTITLE_MAX}
            error={issues.subtitle}
            onChange={(event) => set('subtitle', event.target.value)}
          />
          <fieldset className={styles.target}>
            <legend className={styles.legend}>Opens</legend>
            <div className={styles.targetChoices}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name={`${id}-target`}
                  checked={form.target === 'game'}
                  onChange={() => set('target', 'game')}
                />
                A game
              </label>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name={`${id}-target`}
                  checked={form.target === 'link'}
                  onChange={() => set('target', 'link')}
                />
                An address
              </label>
            </div>
            {form.target === 'game' ? (
              <GamePicker
                label="Game"
                value={form.appId}
                error={issues.appId}
                onChange={(appId) => set('appId', appId)}
              />
            ) : (
              <TextField
                label="Address"
                placeholder="https://… or /pc/news/"
                value={form.linkUrl}
                maxLength={URL_MAX}
                error={issues.linkUrl}
                onChange={(event) => set('linkUrl', event.target.value)}
              />
            )}
          </fieldset>
          <CheckboxField
            checked={form.active}
            onChange={(event) => set('active', event.target.checked)}
          >
            Show on the home page
          </CheckboxField>
        </div>
      </div>
      {issues.form && (
        <p className={shared.error} role="alert">
          {issues.form}
        </p>
      )}
      <div className={shared.formActions}>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving…' : slide ? 'Save banner' : 'Add banner'}
        </button>
      </div>
    </form>
  );
}
