import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { keptDatabase, keptDataDir } from './kept-databases.mjs';
import { log, run, start, stop } from './processes.mjs';
import { BASE_PORT, cacheDir, root, startPortal } from './portal-server.mjs';
import { playerReadPaths } from './played.mjs';
import { fmt, loadAverage, machine, met, rateAndLatency, table, today } from './report.mjs';

/**
 * The catalogue API over 100,000 generated games (the guest list, detail and search, and a
 * signed-in player's played list), side by side with a bare node:http hello-world measured in the
 * same run.
 *
 * The list and detail are measured twice: at production defaults (NODE_ENV=production, the
 * default LOG_LEVEL, a log line per request) and in the quiet configuration of the other rows
 * (LOG_LEVEL=warn).
 *
 * Environment: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32), BENCH_SEARCHERS
 * (default 4), BENCH_GAMES (default 100000), BENCH_DATABASE_URL (a PostgreSQL server to add the PostgreSQL run; defaults to
 * TEST_DATABASE_URL when that is set), BENCH_REDIS_URL (a Redis server: on PostgreSQL, the player's
 * reads are measured again on a server of several, which keeps no player's pages; defaults to
 * TEST_REDIS_URL), BENCH_DATABASES (`pglite`, `postgres` or both, the default). Ports:
 * BENCH_PORT and the 50 above it.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const GENERATE = path.join(root, 'apps/server/dist/generate-catalogue.js');

/**
 * Searchers at once for the latency of an uncached search: a load the server keeps up with, so
 * the p99 is the search's own and not a queue's (at CONNECTIONS, every route's p99 is mostly the
 * wait behind the other requests on two cores).
 */
const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 4);

/**
 * The ceiling and each route take turns in this many short slices rather than one after the other,
 * so a neighbour's load on a shared machine falls on both alike: on a busy host the hello-world's
 * rate moves by half from one 2-second slice to the next.
 */
const SLICES = 5;

/**
 * `connections` connections on `port` for `seconds`, each request taking the next path of the list
 * so a run touches many pages, games or queries. Adds each latency to the `latencies` of every
 * accumulator in `into`, and the answers, seconds and timeouts to its sums.
 */
async function slice(port, paths, connections, seconds, ...into) {
  let i = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    for (const sums of into) sums.latencies.push(ms);
  });
  const result = await instance;
  // A timeout is a result (a request slower than autocannon's 10 s), reported in the table;
  // a wrong answer or a refused connection is a broken run.
  const broken = result.errors - result.timeouts;
  if (result.non2xx > 0 || broken > 0) {
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx answers and ${broken} errors`);
  }
  for (const sums of into) {
    sums.count += result.requests.total;
    sums.seconds += result.duration;
    sums.timeouts += result.timeouts;
  }
}

const sums = () => ({ latencies: [], count: 0, seconds: 0, timeouts: 0, cpuMs: 0, cpuCount: 0 });

/** The kernel's clock ticks a second, in which /proc counts a process's CPU time. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time, user and system, that process `pid` has used so far, in ms (Linux's /proc); null
 * where it cannot be read. A rate moves with the machine's other load; the CPU a server spends on
 * each answer, against the hello-world's in the same turns, moves much less.
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Runs `work` and adds the CPU time process `pid` used meanwhile to every accumulator given. */
async function withCpuOf(pid, work, ...into) {
  const before = cpuMsOf(pid);
  const counted = into.map((sums) => sums.count);
  await work();
  const after = cpuMsOf(pid);
  if (before === null || after === null) return;
  into.forEach((sums, k) => {
    sums.cpuMs += after - before;
    sums.cpuCount += sums.count - (counted[k] ?? 0);
  });
}

/** µs of CPU per answer, or null when it could not be read. */
const cpuPerAnswer = (sums) => (sums.cpuCount > 0 ? (sums.cpuMs * 1000) / sums.cpuCount : null);

const figures = (measured) => {
  const { rate, p50, p99 } = rateAndLatency(measured.latencies, measured.count, measured.seconds);
  return { rps: rate, p50, p99, timeouts: measured.timeouts, cpuUs: cpuPerAnswer(measured) };
};

/** The ceiling's hello-world, up for the whole part; its process id once started. */
const CEILING_PORT = BASE_PORT;
let ceilingPid = 0;

/**
 * A row: the route on `port` (served by process `pid`) and the hello-world at the same
 * concurrency, in turns, `SECONDS` of each in all. Answers the route's figures (with its server's
 * CPU per answer) and the rate and CPU per answer of its own slices of the ceiling, whose results
 * are also added to `ceilingOfRun` when given (the table's ceiling row).
 */
async function measure(port, pid, paths, connections, ceilingOfRun) {
  const route = sums();
  const ceiling = sums();
  const ceilingInto = ceilingOfRun ? [ceiling, ceilingOfRun] : [ceiling];
  const seconds = SECONDS / SLICES;
  for (let s = 0; s < SLICES; s += 1) {
    await withCpuOf(
      ceilingPid,
      () => slice(CEILING_PORT, ['/'], connections, seconds, ...ceilingInto),
      ...ceilingInto,
    );
    await withCpuOf(pid, () => slice(port, paths, connections, seconds, route), route);
  }
  return {
    connections,
    ...figures(route),
    ceilingRps: ceiling.count / ceiling.seconds,
    ceilingCpuUs: cpuPerAnswer(ceiling),
  };
}

/**
 * Requests before a route is measured, over every path it will be measured on, so its caches hold
 * each answer (a cached row measures cached answers) and V8's compiled code is warm.
 */
const warmUp = (port, paths) => slice(port, paths, CONNECTIONS, SECONDS, sums());

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
export const searchQueries = WORDS.flatMap((w, k) => [
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
  if (kind === 'pglite') {
    const dataDir = await keptDataDir(`pglite-${GAMES}`, async (folder) => {
      log(`generating ${GAMES} games in PGlite (once; kept in ${cacheDir})…`);
      await run('node', [GENERATE, String(GAMES)], { DATA_DIR: folder });
    });
    return { DATA_DIR: dataDir };
  }
  const url = await keptDatabase(
    PG_URL,
    `portal_bench_${GAMES}`,
    async (sql) => (await sql`SELECT count(*)::int AS n FROM games`)[0].n >= GAMES,
    async (databaseUrl) => {
      log(`generating ${GAMES} games in PostgreSQL (once)…`);
      await run('node', [GENERATE, String(GAMES)], { DATABASE_URL: databaseUrl });
    },
  );
  return { DATABASE_URL: url };
}

/** Headers of one answer only, which the same-answers ceiling sets anew or node:http adds. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);

/** The portal's answer to a GET of `url` as autocannon asks it (no Accept-Encoding). */
const answerOf = (port, url) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(res.headers).filter(([name]) => !OWN_HEADERS.has(name)),
          );
          resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });

/**
 * The ceilings of what the portal's answers themselves cost on this machine, measured in turns with
 * the hello-world like every row: node:http sending the list's and the detail's own answers
 * (`bench/same-answers.mjs`), and, on PostgreSQL, node:http answering the played list's paths with
 * one prepared read each (`bench/one-read.mjs`).
 */
async function measureCeilingsOfAnswers(port, dbEnv, kind, rows, reads, ceilingOfRun) {
  const file = path.join(cacheDir, `answers-${kind}.json`);
  const answers = {};
  for (const url of [...listPaths, ...detailPaths]) answers[url] = await answerOf(port, url);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(answers));
  const same = await start(
    'node',
    [path.join(root, 'bench/same-answers.mjs'), String(port + 5), file],
    {},
    'ready',
  );
  try {
    for (const [route, paths] of [
      ['node:http sending the same list answers', listPaths],
      ['node:http sending the same detail answers', detailPaths],
    ]) {
      await warmUp(port + 5, paths);
      rows.push({
        db: kind,
        route,
        ...(await measure(port + 5, same.pid, paths, CONNECTIONS, ceilingOfRun)),
      });
    }
  } finally {
    await stop(same);
  }
  if (!dbEnv.DATABASE_URL) return;
  const oneRead = await start(
    'node',
    [path.join(root, 'bench/one-read.mjs'), String(port + 6), dbEnv.DATABASE_URL],
    {},
    'ready',
  );
  try {
    await warmUp(port + 6, reads.played);
    rows.push({
      db: kind,
      route: 'node:http with one prepared read per request (played list paths)',
      ...(await measure(port + 6, oneRead.pid, reads.played, CONNECTIONS, ceilingOfRun)),
    });
  } finally {
    await stop(oneRead);
  }
}

/**
 * The player's reads on a server of several (`REDIS_URL` set), which keeps no player's pages: each
 * answer reads the database, as every answer did before pages were kept.
 */
async function measureReadAnew(port, dbEnv, kind, rows, reads, ceilingOfRun) {
  const shared = await startPortal(port, { ...dbEnv, REDIS_URL, REDIS_PREFIX: 'bench-read-anew:' });
  try {
    for (const [route, paths] of playerReadRows(reads)) {
      await warmUp(port, paths);
      rows.push({
        db: kind,
        route: `${route} ${READ_ANEW}`,
        ...(await measure(port, shared.pid, paths, CONNECTIONS, ceilingOfRun)),
      });
    }
  } finally {
    await stop(shared);
  }
}

const READ_ANEW = '(REDIS_URL set: read anew)';

/** A player's reads: each row's route, and which of `playerReadPaths` it takes. */
const PLAYER_READ_ROWS = [
  ['/api/user/playedlist', 'played'],
  ['/api/user/gift/appgiftlist (My Gifts)', 'gifts'],
  ['/api/user/notif/list', 'messages'],
  ['/api/user/query/list', 'tickets'],
];
const PLAYER_READS = PLAYER_READ_ROWS.map(([route]) => route);

/** The rows of a player's reads, each with its paths. */
const playerReadRows = (reads) => PLAYER_READ_ROWS.map(([route, kind]) => [route, reads[kind]]);

/** The row's target ratio (issue 23), with whether it is met; '-' for a row without one. */
function targetOf(row) {
  const ratio = row.rps / row.ceilingRps;
  const catalogue = /^\/api\/guest\/app\/(list\/v2|detail)( |$)/.test(row.route);
  const goal = catalogue
    ? 0.8
    : row.db === 'postgres' && PLAYER_READS.includes(row.route)
      ? 0.25
      : null;
  if (goal === null) return '-';
  return `>= ${goal.toFixed(2)} ${met(ratio >= goal)}`;
}

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PRODUCTION_DEFAULTS = '(production defaults)';

/** The rows of one database; the ceiling slices of those at `CONNECTIONS` go to `ceilingOfRun`. */
async function measureRoutes(port, dbEnv, kind, rows, ceilingOfRun) {
  // The default LOG_LEVEL: the variable left unset.
  const production = await startPortal(port + 15, { ...dbEnv, LOG_LEVEL: undefined });
  try {
    for (const [route, paths] of [
      ['/api/guest/app/list/v2', listPaths],
      ['/api/guest/app/detail', detailPaths],
    ]) {
      await warmUp(port + 15, paths);
      rows.push({
        db: kind,
        route: `${route} ${PRODUCTION_DEFAULTS}`,
        ...(await measure(port + 15, production.pid, paths, CONNECTIONS, ceilingOfRun)),
      });
    }
  } finally {
    await stop(production);
  }
  const server = await startPortal(port, dbEnv);
  let reads;
  try {
    reads = await playerReadPaths(port, 1001, GAMES);
    for (const [route, paths] of [
      ['/api/guest/app/list/v2', listPaths],
      ['/api/guest/app/detail', detailPaths],
      ['/api/guest/app/search', searchQueries],
      ...playerReadRows(reads),
    ]) {
      await warmUp(port, paths);
      rows.push({
        db: kind,
        route,
        ...(await measure(port, server.pid, paths, CONNECTIONS, ceilingOfRun)),
      });
    }
    await measureCeilingsOfAnswers(port, dbEnv, kind, rows, reads, ceilingOfRun);
  } finally {
    await stop(server);
  }
  if (dbEnv.DATABASE_URL && REDIS_URL) {
    await measureReadAnew(port + 12, dbEnv, kind, rows, reads, ceilingOfRun);
  }
  // Search again with the response cache off: every request reaches the search index.
  const uncached = await startPortal(port + 10, { ...dbEnv, CATALOGUE_CACHE_MS: '0' });
  try {
    rows.push({
      db: kind,
      route: '/api/guest/app/search (no response cache)',
      ...(await measure(port + 10, uncached.pid, searchQueries, CONNECTIONS, ceilingOfRun)),
    });
    rows.push({
      db: kind,
      route: '/api/guest/app/search (no response cache)',
      ...(await measure(port + 10, uncached.pid, searchQueries, SEARCHERS)),
    });
  } finally {
    await stop(uncached);
  }
}

/** The catalogue API part: answers its section of the results. */
export async function benchApi() {
  const loadAtStart = loadAverage();
  const rows = [];
  const ceilingOfRun = sums();
  const hello = await start(
    'node',
    [path.join(root, 'bench/hello.mjs'), String(CEILING_PORT)],
    {},
    'ready',
  );
  ceilingPid = hello.pid;
  try {
    await warmUp(CEILING_PORT, ['/']);
    const kinds = ['pglite', ...(PG_URL ? ['postgres'] : [])].filter((k) => DATABASES.includes(k));
    for (const [k, kind] of kinds.entries()) {
      const port = BASE_PORT + 10 + k * 20;
      await measureRoutes(port, await prepareDatabase(kind), kind, rows, ceilingOfRun);
    }
  } finally {
    await stop(hello);
  }
  const ceiling = figures(ceilingOfRun);
  rows.unshift({
    db: '-',
    route: 'node:http hello-world (ceiling), all its slices',
    connections: CONNECTIONS,
    ...ceiling,
    ceilingRps: ceiling.rps,
    ceilingCpuUs: ceiling.cpuUs,
  });

  const lines = rows.map((r) => [
    ...[
      r.db,
      r.route,
      String(r.connections),
      fmt(r.rps, 0),
      fmt(r.p50),
      fmt(r.p99),
      String(r.timeouts),
      fmt(r.rps / r.ceilingRps, 2),
      r.cpuUs === null ? '-' : fmt(r.cpuUs, 1),
      r.cpuUs === null || r.ceilingCpuUs === null ? '-' : `${fmt(r.cpuUs / r.ceilingCpuUs, 2)}x`,
    ],
    targetOf(r),
  ]);
  return [
    `Measured ${today()} on ${machine()}; ${GAMES} games; each row ${SECONDS} s in ${SLICES} slices, taking turns with as many slices of the hello-world at the same concurrency, to which its ratio is.`,
    table(
      [
        'database',
        'route',
        'connections',
        'req/s',
        'p50 ms',
        'p99 ms',
        'timeouts',
        'ratio to ceiling',
        'server CPU µs / answer',
        'CPU, x ceiling',
        'target',
      ],
      lines,
      [false, false, true, true, true, true, true, true, true, true, true],
    ),
    `Load average (1 / 5 / 15 min) at the start and the end: ${loadAtStart} → ${loadAverage()}; the machine may be shared, which the ratios (each taken in turns with the ceiling) allow for.`,
    `Server CPU: the user and system time of the process answering the row (PGlite runs in it; PostgreSQL's backends are processes of their own and not counted), over its answers, from /proc; its ratio is to the hello-world's CPU per answer in the row's own turns. It moves less than the rate with the machine's other load, and says what the server itself spends.`,
    `Targets: list and detail >= 0.8 of the ceiling at production defaults and in the quiet configuration; a signed-in player's played list, My Gifts, messages and tickets >= 0.25 on PostgreSQL; search p99 <= 50 ms on PostgreSQL. The search p99 is read at ${SEARCHERS} connections with the response cache off: at ${CONNECTIONS}, more than two cores can answer, every p99 is mostly time spent queueing.`,
  ].join('\n\n');
}
