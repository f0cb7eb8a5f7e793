import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { seedDemoCatalogue } from '../src/db/seed.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Injects a request and parses the envelope. */
  call<T = unknown>(
    options: InjectOptions,
  ): Promise<{
    status: number;
    body: { code: number; msg: string; data: T };
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { seed?: boolean; config?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDemoCatalogue(database.db);
  const config = testConfig({ CATALOGUE_CACHE_MS: '0', ...options.config });
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    database,
    config,
    async call(injectOptions) {
      const res = await app.inject(injectOptions);
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
