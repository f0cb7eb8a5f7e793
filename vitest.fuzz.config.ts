import { defineConfig } from 'vitest/config';

/**
 * npm run test:fuzz: the hostile-input suite (`*.fuzz.test.ts`), kept out of test:unit so each
 * run has its own time budget. It attacks the server on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set (as CI sets it). FUZZ_RUNS and FUZZ_SEED tune the generated cases
 * (apps/server/test/fuzz/fuzz-parameters.ts).
 */
const fuzzProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `fuzz-${kind}`,
    root: './apps/server',
    include: ['src/**/*.fuzz.test.ts', 'test/**/*.fuzz.test.ts'],
    environment: 'node',
    env: { TEST_DB: kind },
    // Migrates one database that each test file's own is copied from.
    globalSetup: ['./test/database-image.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [fuzzProject('pglite'), ...(withPostgres ? [fuzzProject('postgres')] : [])],
  },
});
