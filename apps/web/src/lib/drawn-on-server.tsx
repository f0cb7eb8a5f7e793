import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const Drawing = createContext(false);

/**
 * Whether what renders is a first screen drawn on the server: true on the server (see
 * src/first-screen) and in the browser while it takes that drawing over, then false, changed in a
 * transition so that what depends on it is drawn again in slices that yield to the browser.
 */
export function FirstScreenDrawing({ drawn, children }: { drawn: boolean; children: ReactNode }) {
  const [drawing, setDrawing] = useState(drawn);
  useEffect(() => {
    if (drawing) startTransition(() => setDrawing(false));
  }, [drawing]);
  return <Drawing value={drawing}>{children}</Drawing>;
}

/**
 * True while a first screen is drawn on the server or taken over from it: what only the browser
 * knows (who is logged in, what was accepted) is left out of it and drawn right after.
 */
export const useDrawnOnServer = (): boolean => useContext(Drawing);
