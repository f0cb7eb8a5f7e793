import { useCallback, useState } from 'react';
import { getGraphCaptcha } from '../api/get-graph-captcha';

/**
 * The login captcha (spec section 4): absent until a refused login brings an image; clicking the
 * image asks for a new one; editing the account hides it (the form clears the typed code).
 */
export function useCaptcha() {
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setImage(await getGraphCaptcha());
    } catch {
      // The old picture stays; another click asks again.
    } finally {
      setLoading(false);
    }
  }, []);
  const hide = useCallback(() => setImage(null), []);
  return { image, loading, show: setImage, refresh, hide };
}
