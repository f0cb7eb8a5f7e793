import http from 'node:http';
import { accountsDataDir, PLAYER_PASSWORD, playerEmail } from './accounts.mjs';
import { stop } from './processes.mjs';
import { BASE_PORT, metricValue, scrapeMetrics, startPortal } from './portal-server.mjs';
import { serverParts } from './server-parts.mjs';
import { fmt, machine, percentile, table, today } from './report.mjs';

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
 * Environment: BENCH_SECONDS (default 10), BENCH_LOGIN_CONNECTIONS (default 4: the libuv threads
 * argon2 runs on), BENCH_PLAYERS (accounts, default 500). Port: BENCH_PORT + 50 and + 51.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 4);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const PORT = BASE_PORT + 50;
/**
 * The ceiling and the logins take turns in short slices rather than one after the other, so a
 * neighbour's load on a shared machine falls on both alike.
 */
const SLICES = 5;
const WARM_UP_SECONDS = 2;

/**
 * `CONNECTIONS` workers, each doing `operation` again and again for `seconds`: the same closed
 * loop for the hashes and for the logins. Adds each latency to `latencies`; answers the count
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
 * A JSON POST over node:http with keep-alive: fetch would cost this process about 2 ms of CPU per
 * login, which on two cores comes out of the server's share and lowers the ratio it measures.
 */
function post(agent, path, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One login, round the accounts; any answer but a session stops the run. */
function loginOnce() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  return async () => {
    const body = JSON.stringify({
      userName: playerEmail(next++ % PLAYERS),
      password: PLAYER_PASSWORD,
      loginType: 0,
    });
    const { status, text } = await post(agent, '/api/user/wlogin', body);
    if (status !== 200 || JSON.parse(text).code !== 200) {
      throw new Error(`login refused: ${status} ${text.slice(0, 200)}`);
    }
  };
}

function summary(latencies, runs) {
  latencies.sort((a, b) => a - b);
  const count = runs.reduce((sum, r) => sum + r.count, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rate: count / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** The login part: answers its section of the results. */
export async function benchLogin() {
  const dataDir = await accountsDataDir(PLAYERS);
  const { hashPassword } = await serverParts();
  const hash = () => hashPassword(PLAYER_PASSWORD);
  const server = await startPortal(PORT, { DATA_DIR: dataDir });
  const login = loginOnce();
  const hashes = { latencies: [], runs: [] };
  const logins = { latencies: [], runs: [] };
  let loopP99 = 0;
  try {
    await closedLoop(WARM_UP_SECONDS, hash, []);
    await closedLoop(WARM_UP_SECONDS, login, []);
    for (let k = 0; k < SLICES; k += 1) {
      hashes.runs.push(await closedLoop(SECONDS / SLICES, hash, hashes.latencies));
      await scrapeMetrics(PORT);
      logins.runs.push(await closedLoop(SECONDS / SLICES, login, logins.latencies));
      const p99 = metricValue(await scrapeMetrics(PORT), 'nodejs_eventloop_lag_p99_seconds');
      loopP99 = Math.max(loopP99, p99 * 1000);
    }
  } finally {
    await stop(server);
  }
  const ceiling = summary(hashes.latencies, hashes.runs);
  const measured = summary(logins.latencies, logins.runs);

  const rows = [
    [
      `argon2id hash, server parameters, ${CONNECTIONS} at a time (ceiling)`,
      fmt(ceiling.rate),
      fmt(ceiling.p50),
      fmt(ceiling.p99),
      '1.00',
    ],
    [
      `POST /api/user/wlogin, ${CONNECTIONS} connections`,
      fmt(measured.rate),
      fmt(measured.p50),
      fmt(measured.p99),
      fmt(measured.rate / ceiling.rate, 2),
    ],
  ];
  return [
    `Measured ${today()} on ${machine()}; ${PLAYERS} accounts, ${SECONDS} s each in ${SLICES} alternating slices, PGlite.`,
    table(['measure', 'per second', 'p50 ms', 'p99 ms', 'ratio to ceiling'], rows),
    `Event-loop delay of the server during the logins, p99 (the worst slice): ${fmt(loopP99)} ms (prom-client's \`nodejs_eventloop_lag_p99_seconds\` from /metrics; it includes the 10 ms sampling interval).`,
    'Targets: logins >= 0.8 of the ceiling; event-loop delay p99 <= 50 ms.',
  ].join('\n\n');
}
