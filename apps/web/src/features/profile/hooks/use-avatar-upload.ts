import { checkUploadImage } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadAvatar } from '../api/upload-avatar';

const NETWORK_TEXT = 'Network error. Please check your connection.';

/**
 * A new avatar: checked (type, 5 MB) and uploaded as soon as it is chosen, previewed from the
 * file meanwhile. `url` is the uploaded address the profile takes when saved.
 */
export function useAvatarUpload(
  upload: (file: Blob) => Promise<{ attachUrl: string }> = uploadAvatar,
) {
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = useRef<string | null>(null);
  // Only the latest choice may land: an earlier, slower upload must not replace it.
  const latest = useRef(0);

  const show = useCallback((next: string | null) => {
    if (shown.current) URL.revokeObjectURL(shown.current);
    shown.current = next;
    setPreview(next);
  }, []);
  useEffect(() => () => show(null), [show]);

  const choose = useCallback(
    (file: File) => {
      const problem = checkUploadImage(file);
      if (problem) {
        setError(problem);
        return;
      }
      const attempt = ++latest.current;
      setError(null);
      setUrl(null);
      setUploading(true);
      show(URL.createObjectURL(file));
      upload(file).then(
        (answer) => {
          if (attempt !== latest.current) return;
          setUrl(answer.attachUrl);
          setUploading(false);
        },
        (failure: unknown) => {
          if (attempt !== latest.current) return;
          show(null);
          setUploading(false);
          setError(
            failure instanceof ApiError && failure.code !== 0 ? failure.message : NETWORK_TEXT,
          );
        },
      );
    },
    [show, upload],
  );

  return { preview, url, error, uploading, choose };
}

export type AvatarUpload = ReturnType<typeof useAvatarUpload>;
