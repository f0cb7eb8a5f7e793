/** What a reload needs of the router: whether a navigation is under way, and word when it ends. */
export interface NavigatingRouter {
  state: { navigation: { state: string } };
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

let router: NavigatingRouter | null = null;

/** The router whose navigations a reload lets finish (main.tsx hands it over). */
export function waitForNavigationsOf(next: NavigatingRouter | null): void {
  router = next;
}

/**
 * A full page load, so every cached answer is fetched again under the new session. A navigation
 * under way finishes first, so the page loads at its address: a login that starts a game
 * navigates to the playing page and reloads shortly after, and on a slow connection that page's
 * code can take longer to arrive than the reload waits, which left the player where they were.
 */
export function reloadPage(): void {
  const navigating = router;
  if (!navigating || navigating.state.navigation.state === 'idle') {
    window.location.reload();
    return;
  }
  const stop = navigating.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    stop();
    window.location.reload();
  });
}
