import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './pwa/service-worker-plugin.js';
import { fontPreload } from './font-preload.js';
import { precompress } from './precompress.js';

/**
 * The site (dist), and with `--ssr` the module the server draws first screens with (dist-server,
 * see src/first-screen): the same components, so the same markup and class names.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), fontPreload(), serviceWorker(), precompress()],
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : // The manifest names each page chunk's style sheets, which a first screen drawn on the
      // server links in its head (see src/first-screen).
      {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // zod's full build stays in a chunk of its own, loaded by the forms that use it;
              // what reads pushes on every page uses its smaller build alone (contracts'
              // push-messages.ts), which shares only zod's core with it.
              includeDependenciesRecursively: false,
              groups: [
                { name: 'zod-classic', test: /node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/ },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'http://localhost:8080', ws: true },
    },
  },
}));
