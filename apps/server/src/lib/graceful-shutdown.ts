import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** The servers to close: the portal (API, site, realtime) and the games origin. */
  apps: readonly FastifyInstance[];
  /** Runs once every server has closed: nothing can use the database any more. */
  closeDatabase: () => Promise<void>;
  log: FastifyBaseLogger;
  /** How long requests in flight may take to finish before their connections are closed. */
  graceMs: number;
  /**
   * How long the servers keep accepting before they close, every answer closing its connection
   * (0: none). A proxy's kept-alive connections are let go one answer at a time, so none is
   * closed idle just as the proxy sends a request on it (which it could not retry).
   */
  drainMs?: number;
  exit: (code: number) => void;
}

/** Past the grace period, the closing hooks (Redis, the database) get this long before a hard exit. */
const HARD_STOP_AFTER_GRACE_MS = 5_000;
/**
 * A keep-alive connection whose request was in flight when closing began stays open once it is
 * answered (its answer promised to keep it), and would hold the close until the keep-alive
 * timeout. Idle connections are closed this often while the servers drain.
 */
const IDLE_SWEEP_MS = 100;

/**
 * The answer to SIGTERM and SIGINT. Each server stops accepting connections, answers the requests
 * already in flight (each on a connection marked to close), ends its realtime sockets with a
 * STOMP ERROR so clients reconnect to another process, and closes its Redis connections; then
 * the database closes and the process exits 0. Requests still running after `graceMs` lose
 * their connections; a shutdown that still hangs exits 1. A second signal exits at once.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { apps, closeDatabase, log, graceMs, exit } = options;
  const drainMs = options.drainMs ?? 0;
  let closing: Promise<void> | undefined;

  async function drain(): Promise<void> {
    log.info({ drainMs }, 'shutting down: answering a while longer, closing each connection');
    const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) =>
      response.setHeader('connection', 'close');
    for (const app of apps) app.server.prependListener('request', closeAfterAnswer);
    await sleep(drainMs);
  }

  async function run(signal: string): Promise<void> {
    if (drainMs > 0) await drain();
    const started = Date.now();
    log.info({ signal, graceMs }, 'shutting down: finishing the requests in flight');
    const cutOff = setTimeout(() => {
      log.warn({ graceMs }, 'requests still running at the deadline: closing their connections');
      for (const app of apps) app.server.closeAllConnections();
    }, graceMs);
    const hardStop = setTimeout(() => {
      log.error({}, 'shutdown did not finish: exiting');
      exit(1);
    }, graceMs + HARD_STOP_AFTER_GRACE_MS);
    const sweep = setInterval(() => {
      for (const app of apps) app.server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    // No timer may keep an otherwise finished process alive.
    cutOff.unref();
    hardStop.unref();
    sweep.unref();
    const results = await Promise.allSettled(apps.map((app) => app.close()));
    clearTimeout(cutOff);
    clearInterval(sweep);
    for (const result of results) {
      if (result.status === 'rejected') {
        log.error({ err: result.reason as unknown }, 'a server did not close cleanly');
      }
    }
    try {
      await closeDatabase();
    } catch (error) {
      log.error({ err: error }, 'the database did not close cleanly');
    }
    clearTimeout(hardStop);
    log.info({ ms: Date.now() - started }, 'shut down');
    exit(0);
  }

  return (signal) => {
    if (closing) {
      log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return closing;
    }
    closing = run(signal);
    return closing;
  };
}
