import { useCallback, useEffect, useState } from 'react';

export interface FullScreenOffer {
  /** Full screen was wanted and the browser refused it: the page offers one tap. */
  offered: boolean;
  /** Asks for full screen; a refusal (no click counts any more) shows the offer. */
  request: () => void;
  dismiss: () => void;
}

/**
 * Full screen for a game that wants it (screenType 3). A browser allows it only while a click
 * still counts, which a start after the login's reload no longer has: then the page offers a
 * "Full screen" button, whose tap is the gesture the browser waits for.
 */
export function useFullScreenOffer(): FullScreenOffer {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const sync = () => {
      if (document.fullscreenElement) setOffered(false);
    };
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const request = useCallback(() => {
    if (!document.fullscreenEnabled || document.fullscreenElement) return;
    document.documentElement.requestFullscreen().then(
      () => setOffered(false),
      () => setOffered(true),
    );
  }, []);
  const dismiss = useCallback(() => setOffered(false), []);
  return { offered, request, dismiss };
}
