import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemoGifts } from './db/seed-gifts.js';
import { seedSupportContent } from './db/seed-support.js';
import { seedDemoCatalogue } from './db/seed.js';
import { buildGamesApp } from './games-app.js';
import { createShutdown } from './lib/graceful-shutdown.js';
import { createLogDestination } from './lib/log-destination.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrationsDir: config.MIGRATIONS_DIR,
  });
  const seeded = await seedDemoCatalogue(database.db);
  await seedSupportContent(database.db);
  await seedDemoGifts(database.db);
  const log = createLogDestination();
  const app = await buildApp(config, database, { logStream: log.stream });
  const gamesApp = await buildGamesApp(config, { logStream: log.stream });
  if (seeded) app.log.info('seeded the demo catalogue');

  const shutdown = createShutdown({
    apps: [app, gamesApp],
    closeDatabase: () => database.close(),
    log: app.log,
    graceMs: config.SHUTDOWN_GRACE_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    // A log output nobody reads any more must not hold the exit (see the log destination).
    exit: (code) => void log.drainAndRelease().then(() => process.exit(code)),
  });
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await gamesApp.listen({ host: config.HOST, port: config.GAMES_PORT });
  await app.listen({ host: config.HOST, port: config.PORT });
  const db = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  process.stdout.write(
    `\n  Playhaven is ready: ${config.PUBLIC_URL}\n  Games origin: ${config.GAMES_ORIGIN}\n  Database: ${db}\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
