import '@fontsource-variable/inter';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { waitForNavigationsOf } from './lib/reload';
import { registerServiceWorker } from './lib/service-worker';
import { readTimeZoneAhead } from './lib/time-zone';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const router = createRouter();
waitForNavigationsOf(router);

const root = createRoot(container);
// A transition renders the first page in slices that yield to the browser between them, so a slow
// phone stays responsive while the page is built (one long task otherwise).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
registerServiceWorker();
readTimeZoneAhead();
