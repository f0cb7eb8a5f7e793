import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Guards the `postgres` driver (3.4.9, the latest release) against a connection that closes
 * under a transaction, as in a PostgreSQL restart or failover (porsager/postgres#1154, #1208):
 *
 * - the transaction's ROLLBACK, written after the socket closed, threw from a setImmediate and
 *   ended the whole server process (uncatchable: no request or query sees it);
 * - a write still queued when a socket closed stayed in the buffer with its timer handle, so the
 *   connection's next start message was appended behind it and never sent: the connection
 *   stalled until connect_timeout, again and again;
 * - the old session's last error stayed too, and failed the first query after the reconnect.
 *
 * The write to a closed connection now fails its query with CONNECTION_CLOSED, and closing drops
 * the queued bytes and the old session's query and error. Run as `postinstall`, so every install
 * gets it; a newer release is left as it is (apps/server/src/db/connection-loss.test.ts and the
 * fault suite tell whether it still needs this).
 */
const PATCHED_VERSION = '3.4.9';
const MARK = '/* playhaven: guarded against writes after close */';
const root = path.resolve(import.meta.dirname, '..');
const driver = path.join(root, 'node_modules', 'postgres');

const replacements = [
  {
    from: /function nextWrite\(fn\) \{\n/,
    to: `function nextWrite(fn) {
    ${MARK}
    if (socket === null) {
      const closedError = Errors.connection('CONNECTION_CLOSED', options)
      chunk = nextWriteTimer = null
      query && queryError(query, closedError)
      while (sent.length) queryError(sent.shift(), closedError)
      query = null
      return false
    }
`,
    count: 1,
  },
  {
    // terminate() and closed(): cancelling the timer alone left its handle and the bytes behind.
    from: /^( +)clearImmediate\(nextWriteTimer\)\n/gm,
    to: '$1clearImmediate(nextWriteTimer)\n$1nextWriteTimer = chunk = null\n',
    count: 2,
  },
  {
    // closed(): the queries are failed by now; left in place, a late error of the old session
    // (57P01 "terminating connection") failed the first query of the next one.
    from: /^( +)!hadError && \(query \|\| sent\.length\) && error\(.*\)\n/m,
    to: '$&$1query = errorResponse = null\n',
    count: 1,
  },
];

function patch(file) {
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARK)) return 'already patched';
  let patched = source;
  for (const { from, to, count } of replacements) {
    const found = patched.match(new RegExp(from.source, `${from.flags.replace('g', '')}g`));
    if ((found?.length ?? 0) !== count) {
      throw new Error(`${file}: expected ${count} × ${from} but found ${found?.length ?? 0}`);
    }
    patched = patched.replace(from, to);
  }
  writeFileSync(file, patched);
  return 'patched';
}

const manifest = path.join(driver, 'package.json');
if (!existsSync(manifest)) {
  process.stdout.write('patch-postgres: the postgres driver is not installed; nothing to do\n');
} else {
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (version !== PATCHED_VERSION) {
    process.stdout.write(
      `patch-postgres: postgres ${version} left as it is (the guard was written for ${PATCHED_VERSION})\n`,
    );
  } else {
    for (const variant of ['src', 'cjs/src', 'cf/src']) {
      const file = path.join(driver, variant, 'connection.js');
      if (existsSync(file)) {
        process.stdout.write(`patch-postgres: ${variant}/connection.js ${patch(file)}\n`);
      }
    }
  }
}
