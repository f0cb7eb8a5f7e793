import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`npm run test:faults`): the built server in a child process, killed or cut off
 * from PostgreSQL or Redis. One file at a time, since the scenarios stop shared services and each
 * one loads the machine on its own; the unit run never picks these files up.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: './apps/server',
    include: ['test/faults/**/*.fault.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
