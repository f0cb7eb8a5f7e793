import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The hostile-input suite has a run of its own: npm run test:fuzz (vitest.fuzz.config.ts).
    exclude: [...configDefaults.exclude, '**/*.fuzz.test.ts'],
    environment: 'node',
    env: { TEST_DB: kind },
    // Migrates one database that each test file's own is copied from.
    globalSetup: ['./test/database-image.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker keeps the modules it loaded from one file to the next: loading the server's
    // modules again for every file was most of the run (379 s of the PGlite project against
    // 159 s). Each file still opens its own database and app; no server test mocks a module.
    isolate: false,
  },
});

/** The PostgreSQL run joins when the machine's server answers (CI exports TEST_DATABASE_URL). */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // A file per core: Vitest's default leaves one core out, which on two cores is half the
    // machine (the suite took 8 min 25 s on one worker, 6 min 10 s on two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'game-sdk',
          root: './packages/game-sdk',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'games',
          root: './games',
          include: ['**/*.test.ts'],
          exclude: ['dist/**', 'node_modules/**'],
        },
      },
      serverProject('pglite'),
      ...(withPostgres ? [serverProject('postgres')] : []),
      ...(existsSync('./apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
    ],
  },
});
