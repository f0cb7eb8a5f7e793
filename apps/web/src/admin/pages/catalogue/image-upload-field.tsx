import { ARTWORK_MAX_BYTES, UPLOAD_IMAGE_TYPES, type AdminImageResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FileButton } from './file-button';
import { pictureProblem, sizeText } from './picture-check';
import { uploadImage } from './upload-image';
import styles from './catalogue.module.css';

/**
 * The picture of a banner or a story: a preview of what players will see, and an upload that
 * stores the picture at once and hands back where it lives. The form saves that address with
 * the rest of its fields.
 */
export function ImageUploadField({
  label,
  previewUrl,
  error,
  onUploaded,
}: {
  label: string;
  /** What to show now: the saved picture, or the one just uploaded. */
  previewUrl: string;
  error?: string | undefined;
  onUploaded: (image: AdminImageResponse) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: onUploaded });
  const choose = (file: File) => {
    const local = pictureProblem(file, ARTWORK_MAX_BYTES.image, 'picture');
    setProblem(local);
    upload.reset();
    if (!local) upload.mutate(file);
  };
  const shown = problem ?? (upload.isError ? upload.error.message : null) ?? error ?? null;
  return (
    <div className={styles.imageField} role="group" aria-label={label}>
      <span className={styles.fieldLabel}>{label}</span>
      <div className={styles.widePreview} data-pending={upload.isPending || undefined}>
        {previewUrl ? (
          <img src={previewUrl} alt={`${label}: preview`} />
        ) : (
          <span className="muted">No picture yet</span>
        )}
      </div>
      <div className={styles.uploadRow}>
        <FileButton
          label={
            upload.isPending ? 'Uploading…' : previewUrl ? 'Replace picture' : 'Upload picture'
          }
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          disabled={upload.isPending}
          onFile={choose}
        />
        <span className="muted">
          PNG, JPEG, GIF or WebP, up to {sizeText(ARTWORK_MAX_BYTES.image)}.
        </span>
      </div>
      {shown && (
        <p className={styles.refusal} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
