import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

/**
 * npm run bench: the guest catalogue API over 100,000 generated games, side by side with a bare
 * node:http hello-world measured in the same run. Prints a table and writes bench/results.md.
 *
 * Environment: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32), BENCH_GAMES
 * (default 100000), BENCH_DATABASE_URL (a PostgreSQL server to add the PostgreSQL run; defaults to
 * TEST_DATABASE_URL when that is set).
 */
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const cacheDir = path.join(root, 'bench', '.cache');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SERVER = path.join(root, 'apps/server/dist/server.js');
const GENERATE = path.join(root, 'apps/server/dist/generate-catalogue.js');

const log = (line) => process.stderr.write(`${line}\n`);

function start(command, args, env, readyText) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Each request takes the next path of the list, so a run touches many pages, games or queries. */
async function measure(port, paths) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const WORDS = [
  'crystal',
  'shadow',
  'pixel',
  'royal',
  'frozen',
  'golden',
  'cosmic',
  'dragon',
  'castle',
  'rocket',
  'garden',
  'ninja',
  'pirate',
  'kitten',
  'robot',
  'wizard',
  'island',
  'planet',
  'knight',
  'monster',
  'quest',
  'legends',
  'escape',
  'builder',
  'defense',
  'tycoon',
  'adventure',
  'arena',
];
/** Realistic queries: whole words, words with a letter dropped, and two-word phrases. */
const searchQueries = WORDS.flatMap((w, k) => [
  w,
  w.slice(0, 2) + w.slice(3),
  `${w.slice(0, -1)} ${WORDS[(k * 7) % WORDS.length]}`,
]).map((q) => `/api/guest/app/search?appName=${encodeURIComponent(q)}&page=1&pageSize=10`);
const listPaths = Array.from(
  { length: 20 },
  (_, k) => `/api/guest/app/list/v2?page=${k + 1}&pageSize=24${k % 2 ? '&category=hot' : ''}`,
);
const detailPaths = Array.from(
  { length: 500 },
  (_, k) => `/api/guest/app/detail?appId=${1001 + k * 97}`,
);

async function prepareDatabase(kind) {
  mkdirSync(cacheDir, { recursive: true });
  if (kind === 'pglite') {
    const dataDir = path.join(cacheDir, `pglite-${GAMES}`);
    const marker = path.join(dataDir, 'generated');
    if (!existsSync(marker)) {
      log(`generating ${GAMES} games in PGlite (once; kept in bench/.cache)…`);
      await run('node', [GENERATE, String(GAMES)], { DATA_DIR: dataDir });
      writeFileSync(marker, new Date().toISOString());
    }
    return { DATA_DIR: dataDir };
  }
  const name = `portal_bench_${GAMES}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => undefined });
  const exists = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  let ready = false;
  if (exists.length > 0) {
    const db = postgres(url.toString(), { max: 1, onnotice: () => undefined });
    const rows = await db`SELECT to_regclass('games') IS NOT NULL AS t`.catch(() => [{ t: false }]);
    ready = rows[0]?.t === true && (await db`SELECT count(*)::int AS n FROM games`)[0].n >= GAMES;
    await db.end();
  }
  if (!ready) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    log(`generating ${GAMES} games in PostgreSQL database ${name}…`);
    await run('node', [GENERATE, String(GAMES)], { DATABASE_URL: url.toString() });
  }
  await admin.end();
  return { DATABASE_URL: url.toString() };
}

const serverEnv = (port, dbEnv, extra = {}) => ({
  NODE_ENV: 'production',
  OSIGN_SECRET: 'bench-osign-secret',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  GAMES_PORT: String(port + 1),
  ...dbEnv,
  ...extra,
});

async function main() {
  if (!existsSync(SERVER)) throw new Error('build first: npm run build');
  const rows = [];
  const ceilingPort = 19_000;
  const hello = await start(
    'node',
    [path.join(root, 'bench/hello.mjs'), String(ceilingPort)],
    {},
    'ready',
  );
  await measure(ceilingPort, ['/']);
  const ceiling = await measure(ceilingPort, ['/']);
  await stop(hello);
  rows.push({ db: '-', route: 'node:http hello-world (ceiling)', ...ceiling });

  const kinds = ['pglite', ...(PG_URL ? ['postgres'] : [])];
  let port = 19_100;
  for (const kind of kinds) {
    const dbEnv = await prepareDatabase(kind);
    port += 10;
    const server = await start('node', [SERVER], serverEnv(port, dbEnv), 'is ready');
    try {
      for (const [route, paths] of [
        ['/api/guest/app/list/v2', listPaths],
        ['/api/guest/app/detail', detailPaths],
        ['/api/guest/app/search', searchQueries],
      ]) {
        await measure(port, paths.slice(0, 50));
        rows.push({ db: kind, route, ...(await measure(port, paths)) });
      }
    } finally {
      await stop(server);
    }
    port += 10;
    // Search again with the response cache off: every request reaches the trigram index.
    const uncached = await start(
      'node',
      [SERVER],
      serverEnv(port, dbEnv, { CATALOGUE_CACHE_MS: '0' }),
      'is ready',
    );
    try {
      rows.push({
        db: kind,
        route: '/api/guest/app/search (no response cache)',
        ...(await measure(port, searchQueries)),
      });
    } finally {
      await stop(uncached);
    }
  }

  const fmt = (n, d = 1) => n.toFixed(d);
  const header =
    '| database | route | req/s | p50 ms | p99 ms | ratio to ceiling |\n|---|---|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.db} | ${r.route} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.rps / ceiling.rps, 2)} |`,
  );
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const table = [header, ...lines].join('\n');
  const doc = `# Benchmark results\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${GAMES} games, ${CONNECTIONS} connections, ${SECONDS} s per route.\n\n${table}\n\nTargets: list and detail >= 0.5 of the ceiling; search p99 <= 50 ms on PostgreSQL.\n`;
  writeFileSync(path.join(root, 'bench', 'results.md'), doc);
  process.stdout.write(`\n${doc}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
