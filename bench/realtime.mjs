import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN, accountsDataDir } from './accounts.mjs';
import { start, stop } from './processes.mjs';
import {
  BASE_PORT,
  metricValue,
  residentBytes,
  root,
  scrapeMetrics,
  startPortal,
} from './portal-server.mjs';
import { fmt, machine, percentile, table, today } from './report.mjs';
import { openListeners } from './subscribers.mjs';

/**
 * Real time: CLIENTS SockJS + STOMP visitors on one server process (CONNECT with the site's
 * heart-beats, SUBSCRIBE /topic/notify), the memory each costs it, and broadcasts to all of them:
 * an admin publishes a news item, which lights everyone's News dot through a common push. Side by
 * side, the ceiling: a bare `ws` server sending the same bytes to as many bare `ws` sockets.
 *
 * Delivery time runs from the publishing request to each socket's message, as this process sees
 * it; fan-out is the listeners reached per second of that, summed over the broadcasts. The
 * server's event-loop delay is read over each broadcast alone (from the publishing request to
 * the last socket's message); the worst broadcast's p99 is the figure.
 *
 * Environment: BENCH_CLIENTS (default 10000), BENCH_BROADCASTS (default 10), BENCH_PLAYERS (the
 * accounts database shared with the login part, default 500). Ports: BENCH_PORT + 52 to + 54.
 * Both the server and this process hold one file descriptor per socket: `ulimit -n` must allow
 * CLIENTS and some more.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const PORT = BASE_PORT + 52;
const CEILING_PORT = BASE_PORT + 54;
/** Time for the sockets to settle (handshakes done, heart-beats begun) before memory is read. */
const SETTLE_MS = 3_000;
const DELIVERY_TIMEOUT_MS = 60_000;

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process spent so far, in ms, user and system: on a machine others share, it tells
 * what the work cost the server where wall time also tells how busy the machine was.
 */
function cpuMillis(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from the third: utime is the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function requireDescriptors() {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  if (soft < CLIENTS + 256) {
    throw new Error(
      `${CLIENTS} sockets need more open files than ulimit -n allows (${soft}): run \`ulimit -n ${Math.max(65_536, CLIENTS * 2)}\` in this shell first`,
    );
  }
}

/**
 * Collects one broadcast at a time: the listeners' messages that carry the round's title, until
 * every listener has one.
 */
function rounds() {
  let round = null;
  return {
    onText(text) {
      if (round === null || !text.includes(round.title)) return;
      round.latencies.push(performance.now() - round.startedAt);
      if (round.firstText === undefined) round.firstText = text;
      if (round.latencies.length === round.expected) round.done();
    },
    /** `prepare` readies the broadcast out of the timing and answers what sends it. */
    async run(title, expected, prepare) {
      const current = { title, expected, latencies: [], firstText: undefined, startedAt: 0 };
      const finished = new Promise((resolve) => (current.done = resolve));
      const send = await prepare(title);
      round = current;
      current.startedAt = performance.now();
      await send();
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${title}: ${current.latencies.length} of ${expected} delivered`)),
          DELIVERY_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([finished, timeout]);
      } finally {
        clearTimeout(timer);
        round = null;
      }
      return current;
    },
  };
}

/**
 * K broadcasts after a warm-up; delivery percentiles and fan-out over all of them. `afterRound`,
 * if given, runs after each timed broadcast.
 */
async function broadcasts(collector, expected, prepare, afterRound = async () => {}) {
  const warm = await collector.run(`bench warm-up ${Date.now()}`, expected, prepare);
  const all = [];
  let seconds = 0;
  for (let k = 0; k < BROADCASTS; k += 1) {
    const round = await collector.run(`bench broadcast ${Date.now()} ${k}`, expected, prepare);
    await afterRound();
    all.push(...round.latencies);
    seconds += Math.max(...round.latencies) / 1000;
  }
  all.sort((a, b) => a - b);
  return {
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    perSecond: (expected * BROADCASTS) / seconds,
    wireText: warm.firstText,
  };
}

async function adminSession(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('adminToken='));
  if (!cookie) throw new Error(`admin login: ${await res.text()}`);
  const header = cookie.slice(0, cookie.indexOf(';'));
  return async (route, body) => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/admin/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: header },
      body: JSON.stringify(body),
    });
    const envelope = await answer.json();
    if (envelope.code !== 200) throw new Error(`${route}: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
}

async function measurePortal(dataDir) {
  const server = await startPortal(PORT, { DATA_DIR: dataDir });
  const collector = rounds();
  let listeners = [];
  try {
    const admin = await adminSession(PORT);
    await sleep(SETTLE_MS);
    const rss = residentBytes(server.pid);
    const heap = metricValue(await scrapeMetrics(PORT), 'nodejs_heap_size_used_bytes');
    const cpuBeforeOpens = cpuMillis(server.pid);
    const opened = await openListeners('visitor', PORT, CLIENTS, collector.onText);
    const openCpu = cpuMillis(server.pid) - cpuBeforeOpens;
    listeners = opened.listeners;
    await sleep(SETTLE_MS);
    const rssGrowth = residentBytes(server.pid) - rss;
    const heapGrowth = metricValue(await scrapeMetrics(PORT), 'nodejs_heap_size_used_bytes') - heap;
    // Each broadcast is a news item published through the admin API: the draft is made first,
    // out of the timing, so only the publishing (and the push it sends) is timed. Reading the
    // metrics starts a new event-loop window, so each window holds one broadcast.
    let loopP99 = 0;
    const cpuBeforeBroadcasts = cpuMillis(server.pid);
    const delivered = await broadcasts(
      collector,
      CLIENTS,
      async (title) => {
        const { newsId } = await admin('news/create', {
          title,
          contentHtml: '<p>Benchmark news.</p>',
          coverUrl: 'https://example.com/cover.png',
        });
        await scrapeMetrics(PORT);
        return () => admin('news/publish', { newsId });
      },
      async () => {
        const p99 = metricValue(await scrapeMetrics(PORT), 'nodejs_eventloop_lag_p99_seconds');
        loopP99 = Math.max(loopP99, p99);
      },
    );
    // The warm-up and the admin requests around each broadcast count too: a bound, not a split.
    const broadcastCpu = (cpuMillis(server.pid) - cpuBeforeBroadcasts) / (BROADCASTS + 1);
    return {
      ...delivered,
      opened: opened.perSecond,
      openCpu,
      broadcastCpu,
      rssGrowth,
      heapGrowth,
      loopP99,
    };
  } finally {
    for (const listener of listeners) listener.close();
    await stop(server);
  }
}

async function measureCeiling(wireText) {
  const server = await start(
    'node',
    [path.join(root, 'bench/ws-fanout.mjs'), String(CEILING_PORT)],
    {},
    'ready',
  );
  const collector = rounds();
  let listeners = [];
  try {
    const rss = residentBytes(server.pid);
    const cpuBeforeOpens = cpuMillis(server.pid);
    const opened = await openListeners('plain', CEILING_PORT, CLIENTS, collector.onText);
    const openCpu = cpuMillis(server.pid) - cpuBeforeOpens;
    listeners = opened.listeners;
    await sleep(SETTLE_MS);
    const rssGrowth = residentBytes(server.pid) - rss;
    const [before, after] = wireText.split(/bench warm-up \d+/);
    const cpuBeforeBroadcasts = cpuMillis(server.pid);
    const delivered = await broadcasts(collector, CLIENTS, (title) =>
      Promise.resolve(() =>
        fetch(`http://127.0.0.1:${CEILING_PORT}/broadcast`, {
          method: 'POST',
          body: `${before}${title}${after}`,
        }),
      ),
    );
    const broadcastCpu = (cpuMillis(server.pid) - cpuBeforeBroadcasts) / (BROADCASTS + 1);
    return { ...delivered, opened: opened.perSecond, openCpu, broadcastCpu, rssGrowth };
  } finally {
    for (const listener of listeners) listener.close();
    await stop(server);
  }
}

/** The targets of issue 23's real-time row, each with the figure it holds this run to. */
const TARGETS = {
  sockets: 10_000,
  loopP99Ms: 50,
  openRatio: 0.5,
  kibPerSocket: 12,
  deliveryP99Ms: 500,
};

const verdict = (met) => (met ? 'met' : 'missed');

/** The real-time part: answers its section of the results. */
export async function benchRealtime() {
  requireDescriptors();
  const portal = await measurePortal(await accountsDataDir(PLAYERS));
  const ceiling = await measureCeiling(portal.wireText);
  const perSocketKib = (bytes) => bytes / CLIENTS / 1024;
  const kib = (bytes) => fmt(perSocketKib(bytes));
  const openRatio = portal.opened / ceiling.opened;
  const loopMs = portal.loopP99 * 1000;
  const rows = [
    [
      'sockets opened per second',
      fmt(portal.opened, 0),
      fmt(ceiling.opened, 0),
      fmt(openRatio, 2),
      `ratio >= ${TARGETS.openRatio}: ${verdict(openRatio >= TARGETS.openRatio)}`,
    ],
    [
      'server CPU per 1,000 sockets opened, ms',
      fmt((portal.openCpu * 1000) / CLIENTS, 0),
      fmt((ceiling.openCpu * 1000) / CLIENTS, 0),
      fmt(portal.openCpu / ceiling.openCpu, 2),
      '-',
    ],
    [
      'server RSS growth per socket, KiB',
      kib(portal.rssGrowth),
      kib(ceiling.rssGrowth),
      fmt(portal.rssGrowth / ceiling.rssGrowth, 2),
      `<= ${TARGETS.kibPerSocket} KiB: ${verdict(perSocketKib(portal.rssGrowth) <= TARGETS.kibPerSocket)}`,
    ],
    ['server heap growth per socket, KiB', kib(portal.heapGrowth), '-', '-', '-'],
    [
      'broadcast delivery p50, ms',
      fmt(portal.p50, 0),
      fmt(ceiling.p50, 0),
      fmt(portal.p50 / ceiling.p50, 2),
      '-',
    ],
    [
      'broadcast delivery p99, ms',
      fmt(portal.p99, 0),
      fmt(ceiling.p99, 0),
      fmt(portal.p99 / ceiling.p99, 2),
      `<= ${TARGETS.deliveryP99Ms} ms: ${verdict(portal.p99 <= TARGETS.deliveryP99Ms)}`,
    ],
    [
      'server event-loop delay p99 during a broadcast (worst of them), ms',
      fmt(loopMs, 1),
      '-',
      '-',
      `<= ${TARGETS.loopP99Ms} ms: ${verdict(loopMs <= TARGETS.loopP99Ms)}`,
    ],
    [
      'server CPU per broadcast, ms',
      fmt(portal.broadcastCpu, 0),
      fmt(ceiling.broadcastCpu, 0),
      fmt(portal.broadcastCpu / ceiling.broadcastCpu, 2),
      '-',
    ],
    [
      'fan-out, messages per second',
      fmt(portal.perSecond, 0),
      fmt(ceiling.perSecond, 0),
      fmt(portal.perSecond / ceiling.perSecond, 2),
      '-',
    ],
  ];
  return [
    `Measured ${today()} on ${machine()}; ${CLIENTS} sockets (target ${TARGETS.sockets}: ${verdict(CLIENTS >= TARGETS.sockets)}), ${BROADCASTS} broadcasts after a warm-up, PGlite. The server and the ${CLIENTS} client sockets share the machine's cores.`,
    table(['measure', 'Playhaven (SockJS + STOMP)', 'bare ws (ceiling)', 'ratio', 'target'], rows),
    "Ratio: Playhaven's figure divided by the ceiling's, both measured in this run. The event-loop delay includes prom-client's 10 ms sampling interval.",
  ].join('\n\n');
}
