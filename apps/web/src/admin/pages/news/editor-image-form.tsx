import { ARTWORK_MAX_BYTES, UPLOAD_IMAGE_TYPES, type AdminImageResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { FileButton } from '../catalogue/file-button';
import { pictureProblem, sizeText } from '../catalogue/picture-check';
import { uploadImage } from '../catalogue/upload-image';
import styles from './rich-text-editor.module.css';

/**
 * Puts a picture in the story: uploaded first, then described for players who cannot see it,
 * then inserted at the cursor with its address on the games origin.
 */
export function EditorImageForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [image, setImage] = useState<AdminImageResponse | null>(null);
  const [alt, setAlt] = useState('');
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: setImage });

  const choose = (file: File) => {
    const local = pictureProblem(file, ARTWORK_MAX_BYTES.image, 'picture');
    setProblem(local);
    upload.reset();
    if (!local) upload.mutate(file);
  };
  const insert = () => {
    if (!image) return;
    editor.chain().focus().setImage({ src: image.url, alt: alt.trim() }).run();
    onClose();
  };
  const shown = problem ?? (upload.isError ? upload.error.message : null);

  return (
    <div
      className={styles.popover}
      role="group"
      aria-label="Picture"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className={styles.imageRow}>
        {image && <img className={styles.imageThumb} src={image.url} alt="" />}
        <FileButton
          label={upload.isPending ? 'Uploading…' : image ? 'Choose another' : 'Choose a picture'}
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          disabled={upload.isPending}
          onFile={choose}
        />
        <span className="muted">
          PNG, JPEG, GIF or WebP, up to {sizeText(ARTWORK_MAX_BYTES.image)}.
        </span>
      </div>
      {shown && (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      )}
      {image && (
        <TextField
          label="Describe the picture (read to players who cannot see it)"
          value={alt}
          autoFocus
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              insert();
            }
          }}
        />
      )}
      <div className={styles.popoverActions}>
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={!image} onClick={insert}>
          Insert picture
        </button>
      </div>
    </div>
  );
}
