import { userInfo } from 'node:os';
import postgres from 'postgres';
import {
  findProgram,
  isLocalHost,
  runCommand,
  waitUntil,
  type Controllable,
} from './service-control.js';

const START_TIMEOUT_MS = 30_000;

/** Whether the server answers a query now: accepting connections is not enough while it starts. */
async function answersQuery(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 1, onnotice: () => undefined });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 0 });
  }
}

/**
 * The PostgreSQL server of TEST_DATABASE_URL as a Debian cluster (pg_lsclusters, pg_ctlcluster),
 * which is how CI and the development machines run it. Stopping uses pg_ctlcluster's default
 * "fast" mode: open sessions are ended, as in a failover or a restart by the operator.
 */
export async function postgresControl(
  databaseUrl = process.env.TEST_DATABASE_URL,
): Promise<Controllable> {
  if (!databaseUrl) return { skipped: 'TEST_DATABASE_URL is not set' };
  const url = new URL(databaseUrl);
  const host = url.hostname;
  const port = Number(url.port || 5432);
  if (!isLocalHost(host)) return { skipped: `PostgreSQL at ${host} is not on this machine` };
  const lsclusters = findProgram('pg_lsclusters');
  const ctlcluster = findProgram('pg_ctlcluster');
  if (!lsclusters || !ctlcluster) {
    return { skipped: 'pg_lsclusters/pg_ctlcluster are not installed (not a Debian cluster)' };
  }
  const listing = await runCommand(lsclusters, ['--no-header']).catch(() => '');
  // Ver Cluster Port Status Owner Data-directory Log-file
  const cluster = listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => Number(fields[2]) === port && fields[3]?.startsWith('online'));
  const [version, name, , , owner] = cluster ?? [];
  if (!version || !name || !owner) {
    return { skipped: `no online cluster on port ${port} in pg_lsclusters` };
  }
  const me = userInfo();
  if (me.uid !== 0 && me.username !== owner) {
    return { skipped: `stopping cluster ${version}/${name} needs root or the user ${owner}` };
  }
  const control = {
    name: `PostgreSQL ${version}/${name}`,
    answers: () => answersQuery(databaseUrl),
    async stop() {
      await runCommand(ctlcluster, [version, name, 'stop']);
    },
    async start() {
      if (await control.answers()) return;
      await runCommand(ctlcluster, [version, name, 'start']);
      await waitUntil(control, true, START_TIMEOUT_MS);
    },
  };
  return { control };
}
