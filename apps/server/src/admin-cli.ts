import { loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import {
  executeAdminCommand,
  parseAdminCommand,
  type CliResult,
} from './modules/admin/admin-cli-commands.js';
import { createAdminCliServices } from './modules/admin/admin-cli-services.js';

/**
 * The admin command line: `npm run admin -- <command>` (see CLI_USAGE, or `help`). It opens the
 * server's database and calls the server's services directly, not the HTTP API.
 */
async function main(argv: string[]): Promise<CliResult> {
  const command = parseAdminCommand(argv);
  if ('exitCode' in command) return command;
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      migrationsDir: config.MIGRATIONS_DIR,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      return { exitCode: 1, stdout: '', stderr: `${error.message}\n` };
    }
    throw error;
  }
  const services = createAdminCliServices(database, config);
  try {
    await services.ready();
    return await executeAdminCommand(services, command);
  } finally {
    await services.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (result) => {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.exitCode;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
