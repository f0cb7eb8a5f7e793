import { checkUploadImage, MAX_ATTACHMENTS, ValidationText } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadScreenshot } from '../api/upload-screenshot';

export interface Screenshot {
  key: number;
  name: string;
  /** A local preview, shown while the picture uploads and after. */
  preview: string;
  /** The address the server answered; null while uploading. */
  url: string | null;
}

const NETWORK_TEXT = 'Network error. Please check your connection.';

/**
 * The screenshots of a ticket or a reply: each picture is checked (type and 5 MB) and uploaded
 * as soon as it is chosen, so sending the form only names the uploads. At most 5.
 */
export function useScreenshots(
  upload: (file: Blob) => Promise<{ attachUrl: string }> = uploadScreenshot,
) {
  const [items, setItems] = useState<Screenshot[]>([]);
  const [error, setError] = useState<string | null>(null);
  // The list as of now, so several files chosen at once count against the limit one by one.
  const current = useRef<Screenshot[]>([]);
  const nextKey = useRef(0);

  const update = useCallback((next: Screenshot[]) => {
    current.current = next;
    setItems(next);
  }, []);

  useEffect(() => () => current.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const drop = useCallback(
    (key: number) => {
      const gone = current.current.find((item) => item.key === key);
      if (!gone) return;
      URL.revokeObjectURL(gone.preview);
      update(current.current.filter((item) => item.key !== key));
    },
    [update],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      setError(null);
      for (const file of files) {
        const problem = checkUploadImage(file);
        if (problem) {
          setError(problem);
          continue;
        }
        if (current.current.length >= MAX_ATTACHMENTS) {
          setError(ValidationText.screenshotsTooMany);
          break;
        }
        const key = ++nextKey.current;
        update([
          ...current.current,
          { key, name: file.name, preview: URL.createObjectURL(file), url: null },
        ]);
        upload(file).then(
          ({ attachUrl }) =>
            update(
              current.current.map((item) =>
                item.key === key ? { ...item, url: attachUrl } : item,
              ),
            ),
          (failure: unknown) => {
            drop(key);
            setError(
              failure instanceof ApiError && failure.code !== 0 ? failure.message : NETWORK_TEXT,
            );
          },
        );
      }
    },
    [drop, update, upload],
  );

  const remove = useCallback(
    (key: number) => {
      setError(null);
      drop(key);
    },
    [drop],
  );

  const clear = useCallback(() => {
    current.current.forEach((item) => URL.revokeObjectURL(item.preview));
    update([]);
    setError(null);
  }, [update]);

  return {
    items,
    error,
    add,
    remove,
    clear,
    uploading: items.some((item) => item.url === null),
    urls: items.flatMap((item) => (item.url ? [item.url] : [])),
    full: items.length >= MAX_ATTACHMENTS,
  };
}

export type ScreenshotsState = ReturnType<typeof useScreenshots>;
