import { HOSTED_ZIP_MAX_BYTES, type AdminGame } from '@portal/contracts';
import { useState } from 'react';
import shared from '../../components/admin.module.css';
import { FileButton } from '../catalogue/file-button';
import { sizeText } from '../catalogue/picture-check';
import { useUploadGamePackage } from './api/upload-game-package';
import { ZipRules } from './zip-rules';
import styles from './games.module.css';

const isZip = (file: File) => /\.zip$/i.test(file.name);

/**
 * Hosting from a zip: the file is chosen, then sent on its own button press, since the game
 * switches to it as soon as the server has checked it. A refusal says what the server found.
 */
export function ZipUpload({ game }: { game: AdminGame }) {
  const upload = useUploadGamePackage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File) => {
    upload.reset();
    setFile(chosen);
    setProblem(
      !isZip(chosen)
        ? 'Please choose a .zip file.'
        : chosen.size > HOSTED_ZIP_MAX_BYTES
          ? `The zip is larger than ${sizeText(HOSTED_ZIP_MAX_BYTES)}.`
          : null,
    );
  };
  const send = () => {
    if (file && !problem) upload.mutate({ appId: game.appId, file });
  };

  return (
    <div className={styles.hostingBody}>
      <ZipRules />
      <div className={styles.uploadRow}>
        <FileButton
          label={file ? 'Choose another zip' : 'Choose a zip'}
          accept=".zip,application/zip,application/x-zip-compressed"
          disabled={upload.isPending}
          onFile={choose}
        />
        {file && (
          <span>
            {file.name} <span className="muted">({sizeText(file.size)})</span>
          </span>
        )}
      </div>
      {game.status !== 'closed' && file && !upload.isSuccess && (
        <p className={styles.note}>The game is on show: players get the new version at once.</p>
      )}
      {problem && (
        <p className={shared.error} role="alert">
          {problem}
        </p>
      )}
      {upload.isPending && file && (
        <div className={styles.progress} role="status">
          <progress aria-label="Uploading the zip" />
          <span>
            Uploading {file.name} ({sizeText(file.size)})… The server checks every file before the
            game switches to it.
          </span>
        </div>
      )}
      {upload.isError && (
        <div className={styles.refused} role="alert">
          <strong>The zip was refused.</strong>
          <span>{upload.error.message}</span>
        </div>
      )}
      {upload.isSuccess && (
        <div className={styles.done} role="status">
          <strong>Hosted.</strong>
          <span>
            The game now opens from{' '}
            <a href={upload.data.appUrl} target="_blank" rel="noreferrer">
              {upload.data.appUrl}
            </a>
            .
          </span>
        </div>
      )}
      <div className={shared.formActions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || Boolean(problem) || upload.isPending || upload.isSuccess}
          onClick={send}
        >
          {upload.isPending ? 'Uploading…' : 'Upload and host'}
        </button>
      </div>
    </div>
  );
}
