import { MAX_ATTACHMENTS, UPLOAD_IMAGE_TYPES } from '@portal/contracts';
import { useId } from 'react';
import type { ScreenshotsState } from '../hooks/use-screenshots';
import styles from './screenshot-picker.module.css';

/** Thumbnails of the chosen screenshots with remove buttons, and the way to add more. */
export function ScreenshotPicker({
  screenshots,
  label = 'Screenshots',
}: {
  screenshots: ScreenshotsState;
  label?: string;
}) {
  const id = useId();
  const { items, error, add, remove, full } = screenshots;
  return (
    <div className={styles.picker} role="group" aria-labelledby={`${id}-label`}>
      <div className={styles.head}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <span className={styles.count}>
          {items.length}/{MAX_ATTACHMENTS} · PNG, JPEG, GIF or WebP, up to 5 MB each
        </span>
      </div>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.thumb} data-uploading={item.url ? undefined : true}>
            <img src={item.preview} alt={`Screenshot ${index + 1}: ${item.name}`} />
            {!item.url && (
              <span className={styles.progress} role="status">
                Uploading…
              </span>
            )}
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove screenshot ${index + 1}`}
              onClick={() => remove(item.key)}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <label className={styles.add}>
              <input
                type="file"
                accept={UPLOAD_IMAGE_TYPES.join(',')}
                multiple
                className="visually-hidden"
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  add(event.currentTarget.files ?? []);
                  // The same picture may be chosen again after it was removed.
                  event.currentTarget.value = '';
                }}
              />
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span>Add screenshots</span>
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
