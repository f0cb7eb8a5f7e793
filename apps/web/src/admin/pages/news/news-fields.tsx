import { NewsCategory, NewsChannel, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import shared from '../../components/admin.module.css';
import type { FieldIssues } from '../catalogue/field-issues';
import { GamePicker } from '../catalogue/game-picker';
import { ImageUploadField } from '../catalogue/image-upload-field';
import { NEWS_CATEGORY, NEWS_CHANNEL } from './news-labels';
import type { NewsForm } from './news-form-state';
import styles from './news.module.css';

// The editor and its library load only when a story is opened, not with the rest of the console.
const RichTextEditor = lazy(async () => ({
  default: (await import('./rich-text-editor')).RichTextEditor,
}));

/** The fields of a story: its words, its kind, its cover, the game it leads to, its body. */
export function NewsFields({
  form,
  issues,
  onChange,
}: {
  form: NewsForm;
  issues: FieldIssues;
  onChange: (patch: Partial<NewsForm>) => void;
}) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Title"
        value={form.title}
        maxLength={NEWS_TITLE_MAX}
        required
        error={issues.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextAreaField
        label="Summary (shown on the news cards)"
        hint={`${form.summary.length} / ${NEWS_SUMMARY_MAX}`}
        rows={2}
        value={form.summary}
        maxLength={NEWS_SUMMARY_MAX}
        error={issues.summary}
        onChange={(event) => onChange({ summary: event.target.value })}
      />
      <div className={shared.formGrid}>
        <SelectField
          label="Category"
          value={form.category}
          error={issues.category}
          onChange={(event) =>
            onChange({
              category: NewsCategory.find((value) => value === event.target.value) ?? 'news',
            })
          }
        >
          {NewsCategory.map((value) => (
            <option key={value} value={value}>
              {NEWS_CATEGORY[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Channel"
          value={form.channel}
          error={issues.channel}
          onChange={(event) =>
            onChange({
              channel: NewsChannel.find((value) => value === event.target.value) ?? 'portal',
            })
          }
        >
          {NewsChannel.map((value) => (
            <option key={value} value={value}>
              {NEWS_CHANNEL[value]}
            </option>
          ))}
        </SelectField>
        <GamePicker
          label="Game it leads to (optional)"
          optional
          value={form.appId}
          error={issues.appId}
          onChange={(appId) => onChange({ appId })}
        />
      </div>
      <ImageUploadField
        label="Cover picture"
        previewUrl={form.coverPreview}
        error={issues.coverUrl}
        onUploaded={(image) => onChange({ coverPath: image.path, coverPreview: image.url })}
      />
      <Suspense
        fallback={
          <div className={`skeleton ${styles.editorSkeleton}`} role="status" aria-label="Loading" />
        }
      >
        <RichTextEditor
          label="Story"
          initialHtml={form.contentHtml}
          error={issues.contentHtml}
          onChange={(contentHtml) => onChange({ contentHtml })}
        />
      </Suspense>
    </div>
  );
}
