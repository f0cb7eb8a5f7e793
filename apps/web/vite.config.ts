import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './pwa/service-worker-plugin.js';
import { precompress } from './precompress.js';

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'http://localhost:8080', ws: true },
    },
  },
});
