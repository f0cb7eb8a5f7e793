import {
  ARTWORK_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  type AdminGame,
  type ArtworkKindValue,
} from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { FileButton } from '../catalogue/file-button';
import { pictureProblem, sizeText } from '../catalogue/picture-check';
import { useUploadGameArtwork } from './api/upload-game-artwork';
import styles from './games.module.css';

/**
 * One kind of picture of a game: what players see now, and an upload checked here first (type,
 * size) and then by the server (from the bytes), whose refusal is shown as it is.
 */
export function ArtworkSlot({
  game,
  kind,
  title,
  hint,
  buttonLabel,
  disabled,
  children,
}: {
  game: AdminGame;
  kind: ArtworkKindValue;
  title: string;
  hint: string;
  buttonLabel: string;
  disabled?: boolean;
  /** The preview of the current picture(s). */
  children: ReactNode;
}) {
  const upload = useUploadGameArtwork();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File) => {
    const local = pictureProblem(file, ARTWORK_MAX_BYTES[kind], kind);
    setProblem(local);
    upload.reset();
    if (!local) upload.mutate({ appId: game.appId, kind, file });
  };
  const shown = problem ?? (upload.isError ? upload.error.message : null);
  return (
    <div className={styles.slot} role="group" aria-label={title}>
      <h3 className={styles.slotTitle}>{title}</h3>
      {children}
      <div className={styles.uploadRow}>
        <FileButton
          label={upload.isPending ? 'Uploading…' : buttonLabel}
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          disabled={upload.isPending || disabled}
          onFile={choose}
        />
        <span className="muted">
          {hint} PNG, JPEG, GIF or WebP, up to {sizeText(ARTWORK_MAX_BYTES[kind])}.
        </span>
      </div>
      {shown && (
        <p className={styles.fieldError} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
