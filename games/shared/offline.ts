/**
 * Registers the games origin's service worker (/sw.js, written by the build): it keeps every
 * built-in game's files, so a game the player opened once plays again without a connection. It
 * lives on this origin because only a worker of the games origin can answer the games' requests.
 */
export function keepForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  // Without the build's worker (the development server) there is nothing to keep offline.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
