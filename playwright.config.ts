import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The built server on its own ports and a throwaway PGlite folder, seeded on start. */
const PORT = 4610;
const GAMES_PORT = 4611;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
export const MOBILE_SITE_URL = 'https://m.playhaven.example/';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `http://localhost:${PORT}/api/guest/client/config`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      GAMES_PORT: String(GAMES_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MOBILE_SITE_URL,
    },
  },
});
