import { UPLOAD_IMAGE_TYPES } from '@portal/contracts';
import { useId } from 'react';
import { DEFAULT_AVATAR } from '../../auth';
import type { AvatarUpload } from '../hooks/use-avatar-upload';
import styles from './profile.module.css';

/** The avatar with its preview and the way to choose another picture. */
export function AvatarField({ avatar, iconUrl }: { avatar: AvatarUpload; iconUrl: string }) {
  const id = useId();
  const src = avatar.preview ?? (iconUrl || DEFAULT_AVATAR);
  return (
    <div className={styles.avatarField}>
      <div className={styles.avatarFrame} data-uploading={avatar.uploading ? true : undefined}>
        <img
          src={src}
          alt="Your avatar"
          width={128}
          height={128}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR))
              event.currentTarget.src = DEFAULT_AVATAR;
          }}
        />
        {avatar.uploading && (
          <span className={styles.avatarProgress} role="status">
            Uploading…
          </span>
        )}
      </div>
      <label className={`btn ${styles.avatarButton}`}>
        <input
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          className="visually-hidden"
          aria-describedby={`${id}-hint${avatar.error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) avatar.choose(file);
            event.currentTarget.value = '';
          }}
        />
        Change avatar
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        <span>PNG, JPEG, GIF or WebP</span>
        <span>up to 5 MB</span>
      </p>
      {avatar.error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {avatar.error}
        </p>
      )}
    </div>
  );
}
