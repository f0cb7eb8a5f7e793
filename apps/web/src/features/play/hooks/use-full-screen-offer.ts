import { useCallback, useEffect, useRef, useState } from 'react';

export interface FullScreenOffer {
  /** Full screen was wanted and the browser refused it: the page offers one tap. */
  offered: boolean;
  /** Asks for full screen; a refusal (no click counts any more) shows the offer. */
  request: () => void;
  dismiss: () => void;
}

/**
 * Full screen for a game that wants it (screenType 3), and for every game on a phone. A browser
 * allows it only while a click still counts, which a start after the login's reload no longer
 * has: then the page offers a "Full screen" button, whose tap is the gesture the browser waits
 * for. With `landscape` (a landscape game on a phone) the screen is also held in landscape once
 * full, where the browser allows that (Chrome on Android does; others refuse, and the page asks
 * the player to turn the phone instead).
 */
export function useFullScreenOffer(landscape = false): FullScreenOffer {
  const [offered, setOffered] = useState(false);
  const wantsLandscape = useRef(landscape);
  useEffect(() => {
    wantsLandscape.current = landscape;
  });
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
      () => {
        setOffered(false);
        if (wantsLandscape.current)
          void screen.orientation.lock('landscape').catch(() => undefined);
      },
      () => setOffered(true),
    );
  }, []);
  const dismiss = useCallback(() => setOffered(false), []);
  return { offered, request, dismiss };
}
