import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createHttpClient, type HttpClient } from './http-client.js';

/** The server as deployed: the bundle `npm run build -w @portal/server` writes. */
export const SERVER_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

/** The osign key the spawned servers run with (production refuses to start without one). */
export const SPAWNED_OSIGN_SECRET = 'fault-suite-osign-secret';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
/** Lines of output kept for the message of a failure. */
const OUTPUT_LINES = 80;

export interface ServerSettings {
  port: number;
  gamesPort: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  redisPrefix?: string | undefined;
  /** Further variables, over the ones above (the security suite's settings under test). */
  env?: Record<string, string> | undefined;
}

export interface SpawnedServer {
  pid: number;
  http: HttpClient;
  /** Whether the process has ended (a crash, a kill or a stop). */
  exited(): boolean;
  /** The last lines it wrote, for the message of a failed expectation. */
  output(): string;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Only what the server needs, so a developer's own DATABASE_URL or REDIS_URL never leaks in. */
export function environmentOf(settings: ServerSettings): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    OSIGN_SECRET: SPAWNED_OSIGN_SECRET,
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    GAMES_PORT: String(settings.gamesPort),
    DATA_DIR: settings.dataDir,
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '2000',
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
    ...(settings.redisPrefix ? { REDIS_PREFIX: settings.redisPrefix } : {}),
    ...settings.env,
  };
}

/** Refuses at once when something already listens there: its answers would pass for ours. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new Error(`port ${port} is taken (FAULTS_PORT_BASE moves the suite): ${error.message}`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts the built server and resolves once it answers `/healthz`. */
export async function startServer(settings: ServerSettings): Promise<SpawnedServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run npm run build -w @portal/server first`);
  }
  await assertPortFree(settings.port);
  await assertPortFree(settings.gamesPort);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: environmentOf(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let hasExited = false;
  const exit = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      hasExited = true;
      resolve(code);
    });
  });
  const output = () => lines.join('\n');
  const http = createHttpClient(`http://127.0.0.1:${settings.port}`);

  async function waitForExit(timeoutMs: number): Promise<number | null> {
    const code = await Promise.race([exit, sleep(timeoutMs).then(() => 'late' as const)]);
    if (code === 'late') throw new Error(`the server (pid ${pid}) did not exit:\n${output()}`);
    return code;
  }

  const server: SpawnedServer = {
    pid,
    http,
    exited: () => hasExited,
    output,
    async kill() {
      if (!hasExited) child.kill('SIGKILL');
      await waitForExit(STOP_TIMEOUT_MS);
      http.close();
    },
    async stop() {
      if (!hasExited) child.kill('SIGTERM');
      const code = await waitForExit(STOP_TIMEOUT_MS);
      http.close();
      return code;
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited) throw new Error(`the server exited while starting:\n${output()}`);
    const health = await http.call('/healthz', { timeoutMs: 2_000 });
    if (health.kind === 'answered' && health.status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`);
    }
    await sleep(100);
  }
}
