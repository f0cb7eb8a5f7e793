import { loadConfig } from '../config.js';
import { outboxPath, readOutbox } from '../modules/delivery/outbox-file.js';

/**
 * Usage: npm run outbox [-- <recipient>] [-- -n <count>]
 * Prints the latest messages of the development outbox (codes sent while no SMTP server or SMS
 * webhook is configured), optionally only those to a recipient containing the given text.
 */
const DEFAULT_COUNT = 10;

const args = process.argv.slice(2);
let recipient: string | undefined;
let count = DEFAULT_COUNT;
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '-n' || arg === '--count') {
    count = Number(args[i + 1]);
    i += 1;
  } else if (arg === '-h' || arg === '--help') {
    process.stdout.write('usage: npm run outbox -- [recipient] [-n count]\n');
    process.exit(0);
  } else {
    recipient = arg;
  }
}
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write('count must be a whole number above 0\n');
  process.exit(2);
}

const config = loadConfig();
const entries = await readOutbox(config.DATA_DIR, { recipient, limit: count });
if (entries.length === 0) {
  const filter = recipient ? ` for "${recipient}"` : '';
  process.stdout.write(`no messages in ${outboxPath(config.DATA_DIR)}${filter}\n`);
}
for (const entry of entries) {
  const subject = entry.subject ? ` [${entry.subject}]` : '';
  process.stdout.write(
    `${entry.createdAt}  ${entry.channel.padEnd(5)} ${entry.recipient}${subject}\n  ${entry.body}\n`,
  );
}
