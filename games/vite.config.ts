import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { catalogue } from './catalogue.js';
import { gamesServiceWorker } from './pwa/service-worker-plugin.js';

const root = import.meta.dirname;
/** One page per built game; artwork in public/<slug>/art is copied as is. */
const input = Object.fromEntries(
  catalogue
    .map((g) => [g.slug, path.join(root, g.slug, 'index.html')] as const)
    .filter(([, file]) => existsSync(file)),
);

export default defineConfig({
  root,
  base: '/',
  plugins: [gamesServiceWorker(path.join(root, 'public'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input },
  },
});
