import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  ADMIN_PASSWORD_MIN,
  adminAccountRequestSchema,
  adminCreateRequestSchema,
  adminMessageSendRequestSchema,
  adminPlayerActionRequestSchema,
  MessageType,
  type AdminGiftCodesImportResponse,
} from '@portal/contracts';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.js';
import { isCommonPassword } from '../accounts/common-passwords.js';
import type { AdminCliServices } from './admin-cli-services.js';
import { summaryLines, TransferRefusal } from './portal-export-format.js';

export const CLI_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-admin --email <email> --password <password> [--name <name>]
      Creates an account for the admin site (/admin). The password has 12 to 20 printable
      characters without spaces and is not a common password.
  list-admins
      Lists the admin accounts: id, e-mail address, name, and whether each is disabled.
  disable-admin --email <email>
  enable-admin --email <email>
      Disables an admin account, signing it out of the admin site at once, or enables it again
      (it then signs in anew). Admins are disabled rather than deleted, so the audit log keeps
      naming who made each change.
  import-games <file.json>
      Imports games from a JSON array (see "Importing games" in docs/operations.md). Each game starts
      closed; bad entries are reported and the others imported.
  import-codes --gift <giftId> <file.csv>
      Imports the codes of a gift from a CSV file: one code per line, in the first column, with
      an optional "code" header. Bad lines are reported and the others imported.
  send-message (--user <userId> | --all) --type <type> --title <title> --content <html>
      Sends a message to one player or to every player, and lights their message red dot.
      Types: ${MessageType.join(', ')}.
  freeze --user <userId> [--reason <text>]
  ban --user <userId> [--reason <text>]
  unban --user <userId> [--reason <text>]
      Freezes, bans or restores a player. Freezing and banning end their sessions at once.
  export <file>
      Writes the whole portal into one file (a .tar.gz): every table's rows and the stored files
      (uploads, hosted games, artwork). Run it with the server stopped. See "Moving from PGlite
      to PostgreSQL" in docs/operations.md.
  import <file>
      Loads a file written by export into the configured database and folders. The database must
      be new and migrated, with no rows but what the migrations put there, and the file written
      by the same version of the portal; otherwise nothing is written.
  help
      Shows this text.

The command line works on the server's database: PostgreSQL when DATABASE_URL is set, otherwise
the embedded database in DATA_DIR, which only one process may open (stop the server first).
Every change is written to the audit log with the actor "cli" (export and import write none).
Exit codes: 0 done, 1 refused (the reason is printed), 2 bad usage.
`;

/** What a command printed and how the process should end. */
export interface CliResult {
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

export type AdminCommand =
  | { name: 'create-admin'; input: z.output<typeof adminCreateRequestSchema> }
  | { name: 'list-admins' }
  | { name: 'disable-admin' | 'enable-admin'; input: z.output<typeof adminAccountRequestSchema> }
  | { name: 'import-games'; file: string }
  | { name: 'import-codes'; giftId: number; file: string }
  | { name: 'export' | 'import'; file: string }
  | { name: 'send-message'; input: z.output<typeof adminMessageSendRequestSchema> }
  | {
      name: 'freeze' | 'ban' | 'unban';
      input: z.output<typeof adminPlayerActionRequestSchema>;
    };

const HINT = 'Run "npm run admin -- help" for the commands.';

const done = (stdout: string): CliResult => ({ exitCode: 0, stdout, stderr: '' });
const refused = (reason: string, stdout = ''): CliResult => ({
  exitCode: 1,
  stdout,
  stderr: `${reason}\n`,
});
const badUsage = (problem: string): CliResult => ({
  exitCode: 2,
  stdout: '',
  stderr: `${problem}\n${HINT}\n`,
});

/**
 * Why a new admin password is refused: shorter than ADMIN_PASSWORD_MIN, or a common password
 * (the list that sign-up uses). An admin password opens every player's data.
 */
function adminPasswordWeakness(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN) {
    return `create-admin: the password must have at least ${ADMIN_PASSWORD_MIN} characters.`;
  }
  if (isCommonPassword(password)) {
    return 'create-admin: this password is too common; please choose another one.';
  }
  return null;
}

class UsageError extends Error {}
/** An operation the command line itself refuses, such as a file it cannot read. */
class Refusal extends Error {}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const string = { type: 'string' } as const;
const OPTIONS = {
  'create-admin': { email: string, password: string, name: string },
  'list-admins': {},
  'disable-admin': { email: string },
  'enable-admin': { email: string },
  'import-games': {},
  'import-codes': { gift: string },
  export: {},
  import: {},
  'send-message': {
    user: string,
    all: { type: 'boolean' },
    type: string,
    title: string,
    content: string,
  },
  freeze: { user: string, reason: string },
  ban: { user: string, reason: string },
  unban: { user: string, reason: string },
} as const satisfies Record<AdminCommand['name'], ParseArgsConfig['options']>;

type CommandName = keyof typeof OPTIONS;
const isCommand = (name: string): name is CommandName => Object.hasOwn(OPTIONS, name);

function parseOptions<N extends CommandName>(name: N, args: string[], positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS[name], strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${name}: ${reasonOf(error)}`);
  }
  if (parsed.positionals.length !== positionals) {
    throw new UsageError(
      positionals === 0
        ? `${name}: unexpected argument "${parsed.positionals[0] ?? ''}"`
        : `${name}: expects ${positionals === 1 ? 'one file' : `${positionals} arguments`}`,
    );
  }
  return parsed;
}

/** Validates with the contract's schema; a problem is bad usage, named by its option. */
function checked<S extends z.ZodType>(
  name: string,
  schema: S,
  value: unknown,
  optionOf: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const option = optionOf[field] ?? field;
  const given = typeof value === 'object' && value !== null && field in value;
  if (!given || (value as Record<string, unknown>)[field] === undefined) {
    throw new UsageError(`${name}: --${option} is required`);
  }
  throw new UsageError(`${name}: --${option}: ${issue?.message ?? 'is not valid'}`);
}

const giftIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * Reads the command and its options. Nothing is opened yet, so a mistake is told at once, even
 * while the server holds the database. `help` answers the usage text instead of a command.
 */
export function parseAdminCommand(argv: string[]): AdminCommand | CliResult {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') return done(CLI_USAGE);
  if (name === undefined) return { exitCode: 2, stdout: '', stderr: CLI_USAGE };
  if (!isCommand(name)) return badUsage(`Unknown command "${name}".`);
  try {
    switch (name) {
      case 'create-admin': {
        const { values } = parseOptions(name, args, 0);
        return { name, input: checked(name, adminCreateRequestSchema, values) };
      }
      case 'list-admins': {
        parseOptions(name, args, 0);
        return { name };
      }
      case 'disable-admin':
      case 'enable-admin': {
        const { values } = parseOptions(name, args, 0);
        return { name, input: checked(name, adminAccountRequestSchema, values) };
      }
      case 'import-games':
      case 'export':
      case 'import': {
        const { positionals } = parseOptions(name, args, 1);
        return { name, file: positionals[0] ?? '' };
      }
      case 'import-codes': {
        const { values, positionals } = parseOptions(name, args, 1);
        const giftId = checked(name, z.object({ gift: giftIdSchema }), values).gift;
        return { name, giftId, file: positionals[0] ?? '' };
      }
      case 'send-message': {
        const { values } = parseOptions(name, args, 0);
        if (values.all === true && values.user !== undefined) {
          throw new UsageError(`${name}: give --user or --all, not both`);
        }
        if (values.all !== true && values.user === undefined) {
          throw new UsageError(`${name}: give --user <userId> or --all`);
        }
        const input = checked(
          name,
          adminMessageSendRequestSchema,
          {
            audience: values.all === true ? 'all' : 'user',
            userId: values.user,
            type: values.type,
            title: values.title,
            content: values.content,
          },
          { userId: 'user' },
        );
        return { name, input };
      }
      case 'freeze':
      case 'ban':
      case 'unban': {
        const { values } = parseOptions(name, args, 0);
        const input = checked(
          name,
          adminPlayerActionRequestSchema,
          { userId: values.user, reason: values.reason },
          { userId: 'user' },
        );
        return { name, input };
      }
    }
  } catch (error) {
    if (error instanceof UsageError) return badUsage(error.message);
    throw error;
  }
}

async function readInput(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    throw new Refusal(`Cannot read ${file}: ${reasonOf(error)}`);
  }
}

async function readJson(file: string): Promise<unknown> {
  const text = (await readInput(file)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Refusal(`${file} is not JSON: ${reasonOf(error)}`);
  }
}

function codesReport(result: AdminGiftCodesImportResponse): CliResult {
  const lines = [
    `Imported ${result.imported} codes into gift ${result.giftId}; ` +
      `${result.gift.remaining} of ${result.gift.total} left to claim.`,
  ];
  const shown = result.rejected.map(
    (line) =>
      `  line ${line.line}: ${line.reason} (${line.message})${line.code ? ` ${line.code}` : ''}`,
  );
  if (result.rejectedTotal === 0) return done(`${lines.join('\n')}\n`);
  const more =
    result.rejectedTotal > shown.length
      ? [`  ...and ${result.rejectedTotal - shown.length} more`]
      : [];
  return refused(
    `${result.rejectedTotal} lines were not imported:\n${[...shown, ...more].join('\n')}`,
    `${lines.join('\n')}\n`,
  );
}

/** Runs a parsed command; a refusal of the services is exit code 1 with its reason. */
export async function executeAdminCommand(
  services: Pick<
    AdminCliServices,
    'admins' | 'players' | 'messages' | 'gifts' | 'games' | 'portal'
  >,
  command: AdminCommand,
): Promise<CliResult> {
  try {
    switch (command.name) {
      case 'create-admin': {
        const { email, password, name } = command.input;
        const weakness = adminPasswordWeakness(password);
        if (weakness) return refused(weakness);
        const admin = await services.admins.createAdmin(
          { email, name, passwordMd5: createHash('md5').update(password).digest('hex') },
          null,
        );
        return done(`Created admin ${admin.adminId} <${admin.email}>. Sign in at /admin.\n`);
      }
      case 'list-admins': {
        const admins = await services.admins.listAdmins();
        if (admins.length === 0)
          return done('No admin accounts yet: create one with create-admin.\n');
        const lines = admins.map(
          (admin) =>
            `${admin.adminId}\t${admin.email}\t${admin.name || '-'}\t${admin.disabled ? 'disabled' : 'enabled'}`,
        );
        return done(`id\temail\tname\tstatus\n${lines.map((l) => `${l}\n`).join('')}`);
      }
      case 'disable-admin':
      case 'enable-admin': {
        const disable = command.name === 'disable-admin';
        const { admin, changed } = await services.admins.setDisabled(
          command.input.email,
          disable,
          null,
        );
        const state = `Admin ${admin.adminId} <${admin.email}> is ${disable ? 'disabled' : 'enabled'}`;
        if (!changed) return done(`${state} already; nothing changed.\n`);
        return done(
          disable ? `${state} and signed out everywhere.\n` : `${state}; they can sign in again.\n`,
        );
      }
      case 'import-games': {
        const file = await readJson(command.file);
        const report = await services.games.importGames(file, command.file, null);
        if ('fileProblem' in report) {
          return refused(`${command.file} is not a list of games: ${report.fileProblem}`);
        }
        const imported = report.imported.map(
          (game) => `  #${game.index} ${game.name}: game ${game.appId} (closed)`,
        );
        const stdout = `Imported ${report.imported.length} games.\n${imported.map((l) => `${l}\n`).join('')}`;
        if (report.rejected.length === 0) return done(stdout);
        const rejected = report.rejected.map(
          (entry) => `  #${entry.index}${entry.name ? ` ${entry.name}` : ''}: ${entry.problem}`,
        );
        return refused(
          `${report.rejected.length} games were not imported:\n${rejected.join('\n')}`,
          stdout,
        );
      }
      case 'import-codes': {
        const bytes = await readInput(command.file);
        return codesReport(await services.gifts.importCodes(command.giftId, bytes, null));
      }
      case 'export': {
        const manifest = await services.portal.export(command.file);
        const lines = [`Exported the portal to ${command.file}:`, ...summaryLines(manifest)];
        return done(`${lines.join('\n')}\n`);
      }
      case 'import': {
        const manifest = await services.portal.import(command.file);
        const lines = [
          `Imported ${command.file} (exported ${manifest.exportedAt}):`,
          ...summaryLines(manifest),
        ];
        return done(`${lines.join('\n')}\n`);
      }
      case 'send-message': {
        const message = await services.messages.send(command.input, null);
        const to = message.userId === null ? 'every player' : `player ${message.userId}`;
        return done(`Sent message ${message.notifId} to ${to}.\n`);
      }
      case 'freeze':
      case 'ban':
      case 'unban': {
        const action = services.players[command.name];
        const { player, changed } = await action(command.input, null);
        const state = `Player ${player.userId} (${player.nickname}) is ${player.status}`;
        return done(changed ? `${state}.\n` : `${state} already; nothing changed.\n`);
      }
    }
  } catch (error) {
    if (error instanceof ApiError || error instanceof Refusal || error instanceof TransferRefusal) {
      return refused(error.message);
    }
    throw error;
  }
}
