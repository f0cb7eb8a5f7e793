import '@fontsource-variable/inter';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { waitForNavigationsOf } from './lib/reload';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const router = createRouter();
waitForNavigationsOf(router);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
registerServiceWorker();
