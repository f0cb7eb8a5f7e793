import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start } from './processes.mjs';

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Builds made for the benchmark: inside the project, so their imports find its packages. */
export const buildDir = path.join(root, 'bench', '.cache');
/** Generated databases and accounts, kept between runs; BENCH_CACHE moves them elsewhere. */
export const cacheDir = path.resolve(process.env.BENCH_CACHE ?? buildDir);
export const SERVER = path.join(root, 'apps/server/dist/server.js');

/**
 * How `npm start` runs the server, read from its script in package.json: the environment it gives
 * it (`NAME=value` before `node`) and Node's options (`--...` after it). Every part starts the
 * portal the same way, so that it measures the server as it is run.
 */
export const START = (() => {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const words = script.split('&&').at(-1).trim().split(/\s+/);
  const env = {};
  while (/^[A-Za-z_]\w*=/.test(words[0])) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node')
    throw new Error(`package.json's start does not run node: ${script}`);
  return { env, nodeArgs: words.filter((word) => word.startsWith('--')) };
})();

/**
 * Every part listens on a port of its own above this one (see each part's offset), so the
 * benchmark can run beside a portal started on the usual ports.
 */
export const BASE_PORT = Number(process.env.BENCH_PORT ?? 19_000);

/** The server's osign secret in every part, so the bench can sign as the site does. */
export const OSIGN_SECRET = 'bench-osign-secret';

/**
 * The bench is thousands of players on one address (loopback): it logs 500 players in and opens
 * 5,000 sockets. Its servers raise every rate and connection limit, so that they measure the
 * work rather than the refusals; a deployment keeps the defaults (see README, Security).
 */
export const BENCH_LIMITS = Object.fromEntries(
  [
    'LIMIT_GUEST_SIGN_INS_PER_ADDRESS',
    'LIMIT_LOGINS_PER_ADDRESS',
    'LIMIT_LOGINS_PER_ACCOUNT',
    'LIMIT_CODE_SENDS_PER_ADDRESS',
    'LIMIT_UPLOADS_PER_ADDRESS',
    'LIMIT_UPLOADS_PER_ACCOUNT',
    'LIMIT_TICKETS_PER_ADDRESS',
    'LIMIT_TICKETS_PER_ACCOUNT',
    'LIMIT_REPLIES_PER_ADDRESS',
    'LIMIT_REPLIES_PER_ACCOUNT',
    'LIMIT_SOCKETS_PER_ADDRESS',
    'LIMIT_SOCKETS_PER_PLAYER',
  ].map((setting) => [setting, '1000000']),
);

export const serverEnv = (port, extra = {}) => ({
  ...START.env,
  NODE_ENV: 'production',
  OSIGN_SECRET,
  ...BENCH_LIMITS,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(port),
  GAMES_PORT: String(port + 1),
  ...extra,
});

/** The built server on `port` (and `port + 1` for the games origin). */
export function startPortal(port, extra) {
  if (!existsSync(SERVER)) throw new Error('build first: npm run build');
  return start(
    'node',
    [...START.nodeArgs, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), SERVER],
    serverEnv(port, extra),
    'is ready',
  );
}

/** A JSON POST to the API of the server on `port`: its `data`, or an error naming the refusal. */
export async function apiPost(port, path, body) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope).slice(0, 200)}`);
  return envelope.data;
}

/** The server's Prometheus text; reading it also starts a new event-loop delay window. */
export async function scrapeMetrics(port) {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

/** One unlabelled sample of the exposition, e.g. `nodejs_eventloop_lag_p99_seconds`. */
export function metricValue(text, name) {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`/metrics has no ${name}`);
  return Number(line.slice(name.length + 1));
}

/** A process's resident memory, as the kernel counts it. */
export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
