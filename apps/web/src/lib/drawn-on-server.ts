import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while a page's first screen is drawn on the server (see src/first-screen), false in the
 * browser: what only the browser knows (who is logged in, what was accepted) is left out of it.
 */
export const useDrawnOnServer = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
