/* The portal's service worker: the build writes it to /sw.js with the list of the site's shell
 * (index.html, the hashed bundles every player page loads, the icons) filled in. */
const PRECACHE = self.__PRECACHE__;
const VERSION = self.__VERSION__;
const SHELL = '/index.html';
const SHELL_CACHE = `portal-shell-${VERSION}`;
/** Hashed bundles fetched later (a page's chunk missing from the list): never change, kept. */
const ASSET_CACHE = 'portal-assets';
/** Artwork and other public files of the site: shown from cache, refreshed behind. */
const FILE_CACHE = 'portal-files';
/** Never answered from a cache: the API, the realtime endpoint, the console, crawler files. */
const NEVER = /^\/(?:api|ws|admin)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
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
            .filter((key) => key.startsWith('portal-shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept in `cacheName` when it is a complete success. */
async function fetchAndKeep(request, cacheName) {
  const response = await fetch(request);
  if (response.ok && response.status === 200) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * Pages come from the network first, so a deploy's new index.html (naming its new bundles) is
 * always taken when there is a connection; offline, the shell of this version starts the app.
 */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  return cached ?? fetchAndKeep(request, ASSET_CACHE);
}

async function file(request) {
  const cached = await caches.match(request);
  const fresh = fetchAndKeep(request, FILE_CACHE);
  if (!cached) return fresh;
  fresh.catch(() => undefined);
  return cached;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (!url.search) event.respondWith(file(request));
});
