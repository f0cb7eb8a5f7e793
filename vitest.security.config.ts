import { defineConfig } from 'vitest/config';

/**
 * The security suite (`npm run test:security`): each `*.attack.ts` replays an attack on the built
 * server, started with the production defaults (apps/server/test/security/security-target.ts).
 * One file at a time: every file starts servers of its own, and bursts timed against the limits
 * must not share two cores with another file's.
 */
export default defineConfig({
  test: {
    name: 'security',
    root: './apps/server',
    include: ['test/security/**/*.attack.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    reporters: ['verbose'],
  },
});
