import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium';
// The suite is many players on one address (127.0.0.1): every rate and connection limit is raised
// for its server. The security suite replays the attacks against the defaults.
import { MANY_PLAYERS_LIMITS } from './apps/server/test/many-players';

/**
 * The built server on its own ports and a throwaway PGlite folder, seeded on start. E2E_PORT moves
 * both ports (the games origin takes the next one), so two runs on one machine stay apart.
 */
const PORT = Number(process.env.E2E_PORT ?? 4610);
const GAMES_PORT = PORT + 1;
/**
 * The config is evaluated again in each worker; the folder made by the first evaluation is passed
 * on through the environment, so the specs read the outbox of the server they talk to.
 */
const dataDir = (process.env.PORTAL_E2E_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'portal-e2e-'),
));
/** The publisher the specs sign in as (e2e/admin-helpers.ts reads the same environment). */
const ADMIN_EMAIL = (process.env.E2E_ADMIN_EMAIL ??= 'publisher@playhaven.test');
const ADMIN_PASSWORD = (process.env.E2E_ADMIN_PASSWORD ??= 'publisher-pass-1');

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI's machines have run the suite two to three times slower than a quiet developer machine:
  // its waits are longer there, so a slow machine is not taken for a broken page.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // The publisher account of the console specs is made with the admin command first.
    command: `node apps/server/dist/admin-cli.js create-admin --email ${ADMIN_EMAIL} --password ${ADMIN_PASSWORD} && node apps/server/dist/server.js`,
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
      // One proxy hop is trusted, so a spec may stand for another address with X-Forwarded-For
      // (the captcha spec does, keeping its wrong passwords off the others' address).
      TRUST_PROXY: '1',
      ...MANY_PLAYERS_LIMITS,
      // A site built to another folder (E2E_WEB_DIST) is served instead of apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
