import '@fontsource-variable/inter';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter, loadPagesAt } from './app/router';
import { yieldToBrowser } from './lib/after-first-screen';
import { logger } from './lib/logger';
import { waitForNavigationsOf } from './lib/reload';
import { registerServiceWorker } from './lib/service-worker';
import { readTimeZoneAhead } from './lib/time-zone';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/** A first screen the server drew (see src/first-screen): inert in #root until taken over. */
const drawn = container.hasAttribute('inert') && container.firstElementChild !== null;

async function start(root: HTMLElement) {
  // Evaluating the site's modules, building the router and taking the page over are each a
  // long piece of work for a phone: each has a task of its own, so a tap between them is
  // answered and the page can paint.
  await yieldToBrowser();
  const router = createRouter();
  waitForNavigationsOf(router);
  await yieldToBrowser();
  const site = (
    <StrictMode>
      <Providers drawn={drawn}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (drawn) {
    // The site takes over the drawn markup rather than drawing it again (no new elements, no new
    // layout); a difference is drawn again by React and logged. Root makes #root live once done.
    // In a transition, so it is done in slices that yield to the browser, like a first render.
    startTransition(() => {
      hydrateRoot(root, site, {
        onRecoverableError: (error) => logger.warn('the first screen was drawn again', error),
      });
    });
  } else {
    // A transition renders the first page in slices that yield to the browser between them, so a
    // slow phone stays responsive while the page is built (one long task otherwise).
    startTransition(() => {
      createRoot(root).render(site);
    });
  }
}

// The drawn page's own chunk is loaded first, so that the first render draws that page.
// Should that chunk fail to load, the site starts anyway and draws the page itself (its error
// page, if the chunk is still missing) rather than leaving the drawing inert.
if (drawn)
  void yieldToBrowser()
    .then(() => loadPagesAt(window.location))
    .catch(() => undefined)
    .then(() => start(container));
else void start(container);
registerServiceWorker();
readTimeZoneAhead();
