import { useSyncExternalStore } from 'react';

/**
 * The phone layout's breakpoint, the same as the `@media (max-width: 640px)` rules of the style
 * sheets (CSS cannot read a variable in a media query): phones in portrait, 360 to 430 px wide.
 */
export const PHONE_QUERY = '(max-width: 640px)';

/** Whether a media query matches, kept up to date as the window turns or resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    // A page drawn on the server matches no query; the browser's first render corrects it.
    () => false,
  );
}
