/* The games origin's service worker: the build writes it to /sw.js with every built-in game's
 * files (pages, bundles, artwork) in its precache list, so a game opened once plays offline. */
const PRECACHE = self.__PRECACHE__;
const VERSION = self.__VERSION__;
const CACHE = `games-${VERSION}`;
/** Built-in games only: a publisher's uploaded game (/hosted/) and artwork are never cached. */
const BUILT_IN = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('games-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * A game's page comes from the network first (a deploy's page names its new bundles), from the
 * cache offline; its page address carries the portal's origin as a query, which does not change
 * the page. Bundles and artwork never change under one name: the cache answers first.
 */
async function answer(request, url) {
  const cache = await caches.open(CACHE);
  if (request.mode === 'navigate' || url.pathname.endsWith('/')) {
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(url.pathname, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(url.pathname);
      if (cached) return cached;
      throw error;
    }
  }
  return (await cache.match(url.pathname)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !BUILT_IN.has(url.pathname)) return;
  event.respondWith(answer(request, url));
});
