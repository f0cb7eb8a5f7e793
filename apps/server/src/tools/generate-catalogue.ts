import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { generateCatalogue } from '../db/generate-catalogue.js';
import { seedDemoCatalogue } from '../db/seed.js';

/** Usage: node apps/server/dist/generate-catalogue.js <count> — seeds, then adds <count> games. */
const count = Number(process.argv[2] ?? '100000');
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  process.stderr.write('count must be a whole number from 1 to 10000000\n');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  migrationsDir: config.MIGRATIONS_DIR,
});
await seedDemoCatalogue(database.db);
const started = Date.now();
await generateCatalogue(database.db, count);
await database.close();
process.stdout.write(`generated ${count} games in ${Date.now() - started} ms\n`);
