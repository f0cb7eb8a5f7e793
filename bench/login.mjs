import path from 'node:path';
import autocannon from 'autocannon';
import { accountsDatabaseUrl, accountsDataDir, PLAYER_PASSWORD, playerEmail } from './accounts.mjs';
import { start, stop } from './processes.mjs';
import { BASE_PORT, metricValue, root, scrapeMetrics, startPortal } from './portal-server.mjs';
import { serverParts } from './server-parts.mjs';
import { fmt, machine, met, rateAndLatency, table, today } from './report.mjs';

/**
 * E-mail logins per second through POST /api/user/wlogin, side by side with the raw argon2id
 * rate of the machine: the server's own `hashPassword` (same parameters) run at the same
 * concurrency in this process while the server sits idle. Every login verifies one argon2id hash,
 * so the ratio says how much the rest of a login (HTTP, validation, the lookups, the new session)
 * costs on top.
 *
 * Every login is right: the login guard counts only failures (per account and per address), so
 * neither counter moves and no captcha is asked, with TRUST_PROXY left at 0 and every request
 * from 127.0.0.1. The logins still go round many accounts, as real ones would.
 *
 * Measured on PGlite and, when a PostgreSQL server is given, on PostgreSQL too, beside node:http
 * doing the same login's work on the same accounts (`bare-login.mjs`): the limit of a login served
 * on these cores, whose other work takes its share of them from the hashing threads.
 *
 * Each slice of logins verifies as many passwords as the slice of the ceiling before it hashed, and
 * both count the time until their last answer: a slice cut off by the clock would drop logins
 * half done, whose hashing the server would go on with in the next slice of the ceiling.
 *
 * Environment: BENCH_SECONDS (default 10), BENCH_LOGIN_CONNECTIONS (default 4: the libuv threads
 * argon2 runs on), BENCH_PLAYERS (accounts, default 500), BENCH_DATABASE_URL (defaults to
 * TEST_DATABASE_URL). Ports: BENCH_PORT + 50 to + 55.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 4);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const PORT = BASE_PORT + 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/**
 * The ceiling and the logins take turns in short slices rather than one after the other, so a
 * neighbour's load on a shared machine falls on both alike.
 */
const SLICES = 5;
/** Issue 23's targets: logins per second over hashes per second, and the server's loop delay. */
const TARGET_RATIO = 0.9;
const TARGET_LOOP_MS = 50;
const WARM_UP_SECONDS = 2;
/**
 * Logins before any is counted, as many as the ceiling's warm-up hashes this many times over. In
 * the first few hundred V8 is still compiling the server's code and PGlite's WebAssembly: the work
 * of a login outside argon2id then costs half as much again as on a server up for a while.
 */
const LOGIN_WARM_UP_TIMES = 5;

/**
 * `CONNECTIONS` workers, each hashing again and again for `seconds`: the ceiling's closed loop,
 * at the concurrency the logins run at. Adds each latency to `latencies`; answers the count
 * and the time taken.
 */
async function closedLoop(seconds, operation, latencies) {
  const started = performance.now();
  const end = started + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await operation();
        latencies.push(performance.now() - t);
        count += 1;
      }
    }),
  );
  return { count, seconds: (performance.now() - started) / 1000 };
}

/**
 * `CONNECTIONS` keep-alive connections logging in `count` times in all, round the accounts, through
 * autocannon: node:http or fetch would cost this process several times more CPU per login, which
 * on two cores comes out of the server's share and lowers the ratio measured. Adds each latency
 * to `latencies`; any answer but a session stops the run.
 */
let nextAccount = 0;
async function loginLoop(port, count, latencies) {
  let refused = '';
  const started = performance.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    amount: count,
    requests: [
      {
        method: 'POST',
        path: '/api/user/wlogin',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            userName: playerEmail(nextAccount++ % PLAYERS),
            password: PLAYER_PASSWORD,
            loginType: 0,
          }),
        }),
        onResponse: (status, body) => {
          if (status !== 200 || !body.startsWith('{"code":200,')) refused ||= `${status} ${body}`;
        },
      },
    ],
  });
  // Autocannon notices that the count is done only at its next tick, up to a second later.
  let lastAnswer = started;
  instance.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
    lastAnswer = performance.now();
  });
  const result = await instance;
  if (refused) throw new Error(`login refused: ${refused.slice(0, 200)}`);
  if (result.errors > 0) throw new Error(`${result.errors} logins failed to connect or timed out`);
  return { count: result.requests.total, seconds: (lastAnswer - started) / 1000 };
}

const summary = (latencies, runs) =>
  rateAndLatency(
    latencies,
    runs.reduce((sum, r) => sum + r.count, 0),
    runs.reduce((sum, r) => sum + r.seconds, 0),
  );

/** The login part: answers its section of the results. */
export async function benchLogin() {
  const { hashPassword } = await serverParts();
  const hash = () => hashPassword(PLAYER_PASSWORD);
  const portal = (env) => (port) => startPortal(port, env);
  const kinds = [
    { name: 'PGlite', launch: portal({ DATA_DIR: await accountsDataDir(PLAYERS) }), portal: true },
  ];
  if (PG_URL) {
    const url = await accountsDatabaseUrl(PG_URL, PLAYERS);
    kinds.push({ name: 'PostgreSQL', launch: portal({ DATABASE_URL: url }), portal: true });
    kinds.push({
      name: 'PostgreSQL',
      measure: 'node:http doing the same work: one read, argon2id, one insert',
      launch: (port) =>
        start('node', [path.join(root, 'bench/bare-login.mjs'), String(port), url], {}, 'ready'),
    });
  }
  const hashes = { latencies: [], runs: [] };
  for (const kind of kinds) {
    Object.assign(kind, { logins: { latencies: [], runs: [] }, loopP99: 0 });
  }
  // Every server is up for the whole run, so the slices of each take turns with the ceiling's.
  const servers = [];
  try {
    for (const [k, kind] of kinds.entries()) {
      kind.port = PORT + 2 * k;
      servers.push(await kind.launch(kind.port));
    }
    const warmUp = await closedLoop(WARM_UP_SECONDS, hash, []);
    for (const kind of kinds) {
      await loginLoop(kind.port, LOGIN_WARM_UP_TIMES * warmUp.count, []);
    }
    for (let s = 0; s < SLICES; s += 1) {
      for (const kind of kinds) {
        const slice = await closedLoop(SECONDS / SLICES, hash, hashes.latencies);
        hashes.runs.push(slice);
        if (kind.portal) await scrapeMetrics(kind.port);
        kind.logins.runs.push(await loginLoop(kind.port, slice.count, kind.logins.latencies));
        if (!kind.portal) continue;
        const p99 = metricValue(await scrapeMetrics(kind.port), 'nodejs_eventloop_lag_p99_seconds');
        kind.loopP99 = Math.max(kind.loopP99, p99 * 1000);
      }
    }
  } finally {
    for (const server of servers) await stop(server);
  }
  const ceiling = summary(hashes.latencies, hashes.runs);
  const rows = [
    [
      `argon2id hash, server parameters, ${CONNECTIONS} at a time (ceiling)`,
      '-',
      fmt(ceiling.rate),
      fmt(ceiling.p50),
      fmt(ceiling.p99),
      '1.00',
      '-',
      '-',
    ],
    ...kinds.map((kind) => {
      const measured = summary(kind.logins.latencies, kind.logins.runs);
      const head = [
        `${kind.measure ?? 'POST /api/user/wlogin'}, ${CONNECTIONS} connections`,
        kind.name,
        fmt(measured.rate),
        fmt(measured.p50),
        fmt(measured.p99),
        fmt(measured.rate / ceiling.rate, 2),
      ];
      if (!kind.portal) return [...head, '-', '-'];
      return [
        ...head,
        fmt(kind.loopP99),
        [
          `>= ${TARGET_RATIO} ${met(measured.rate / ceiling.rate >= TARGET_RATIO)}`,
          `<= ${TARGET_LOOP_MS} ms ${met(kind.loopP99 <= TARGET_LOOP_MS)}`,
        ].join('; '),
      ];
    }),
  ];
  return [
    `Measured ${today()} on ${machine()}; ${PLAYERS} accounts; ${SLICES} slices of ${SECONDS / SLICES} s of hashing, each followed on each database (and by node:http doing the same work) by as many logins as it hashed, after ${LOGIN_WARM_UP_TIMES * WARM_UP_SECONDS} s' worth of logins uncounted.`,
    table(
      [
        'measure',
        'database',
        'per second',
        'p50 ms',
        'p99 ms',
        'ratio to ceiling',
        'event-loop p99 ms',
        'target',
      ],
      rows,
      [false, false, true, true, true, true, true, false],
    ),
    "node:http doing the same work: `bench/bare-login.mjs`, a login's own work on the PostgreSQL accounts and nothing else (the account read, argon2id's verification, the session's insert, no framework, validation, guard or cookies); no server logging in this way goes past it on this machine.",
    "Event-loop p99: the server's worst slice, from prom-client's `nodejs_eventloop_lag_p99_seconds` on /metrics (it includes the 10 ms sampling interval).",
    `Targets: logins >= ${TARGET_RATIO} of the ceiling; event-loop delay p99 <= ${TARGET_LOOP_MS} ms.`,
  ].join('\n\n');
}
