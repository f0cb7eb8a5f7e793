import { logger } from './logger';

/**
 * Registers the site's service worker (built to /sw.js: the shell for offline starts and the
 * installed app) once the page has loaded, so it never competes with the first paint. The
 * development server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => logger.warn('service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
