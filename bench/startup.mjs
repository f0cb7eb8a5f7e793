import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keptDatabase } from './kept-databases.mjs';
import { stop } from './processes.mjs';
import { BASE_PORT, START, residentBytes, root, startPortal } from './portal-server.mjs';
import { fmt, loadAverage, machine, met, table, today } from './report.mjs';
import { serverParts } from './server-parts.mjs';

/**
 * The server's start: from the process's launch to "is ready" (migrations, seeding, the app), on
 * PGlite's first start in an empty data folder, its next start on the same folder, and PostgreSQL
 * (an empty database) when a server is given; then its resident memory after sitting idle.
 *
 * Environment: BENCH_IDLE_SECONDS (default 5), BENCH_DATABASE_URL (defaults to
 * TEST_DATABASE_URL). Ports: BENCH_PORT + 56 and + 57.
 */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PORT = BASE_PORT + 56;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server on `env`, answers the seconds to ready and the idle resident MiB. */
async function startOnce(env) {
  const started = performance.now();
  const server = await startPortal(PORT, env);
  const seconds = (performance.now() - started) / 1000;
  try {
    await sleep(IDLE_SECONDS * 1000);
    return { seconds, rssMiB: residentBytes(server.pid) / 2 ** 20 };
  } finally {
    await stop(server);
  }
}

/**
 * PGlite alone on the server's folder (`bench/pglite-alone.mjs`) with the server's `settings`, in
 * a process started as the server is: its idle resident MiB.
 */
function pgliteAlone(dataDir, settings) {
  const started = performance.now();
  const out = execFileSync(
    'node',
    [
      ...START.nodeArgs,
      path.join(root, 'bench/pglite-alone.mjs'),
      dataDir,
      String(IDLE_SECONDS),
      ...settings,
    ],
    { encoding: 'utf8', env: { ...process.env, ...START.env } },
  );
  const seconds = (performance.now() - started) / 1000 - IDLE_SECONDS;
  return { seconds, rssMiB: Number(out.trim()) / 2 ** 20 };
}

/** The startup part: answers its section of the results. */
export async function benchStartup() {
  const loadAtStart = loadAverage();
  const { PGLITE_SETTINGS } = await serverParts();
  const rows = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
  try {
    rows.push({
      name: 'PGlite, first start (empty folder)',
      ...(await startOnce({ DATA_DIR: dataDir })),
      target: true,
    });
    rows.push({ name: 'PGlite, next start', ...(await startOnce({ DATA_DIR: dataDir })) });
    rows.push({
      name: 'PGlite alone on the same folder (the floor)',
      ...pgliteAlone(dataDir, PGLITE_SETTINGS),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (PG_URL) {
    const url = await keptDatabase(
      PG_URL,
      'portal_bench_startup',
      async () => false,
      async () => undefined,
    );
    rows.push({
      name: 'PostgreSQL, first start (empty database)',
      ...(await startOnce({ DATABASE_URL: url })),
    });
  }
  return [
    `Measured ${today()} on ${machine()}; resident memory after ${IDLE_SECONDS} s idle. Load average (1 / 5 / 15 min) at the start and the end: ${loadAtStart} → ${loadAverage()}.`,
    table(
      ['start', 'seconds to ready', 'resident MiB idle', 'target'],
      rows.map((r) => [
        r.name,
        fmt(r.seconds, 2),
        fmt(r.rssMiB, 0),
        r.target
          ? `<= 4 s ${met(r.seconds <= 4)}; <= 250 MB ${met(r.rssMiB * 2 ** 20 <= 250e6)}`
          : '-',
      ]),
      [false, true, true, false],
    ),
    'Targets: PGlite first start to ready <= 4 s; resident memory at idle <= 250 MB. The floor row is PGlite opened alone in a process of its own on the same folder, as the server opens it, after one read; its seconds are those to open it and read.',
  ].join('\n\n');
}
