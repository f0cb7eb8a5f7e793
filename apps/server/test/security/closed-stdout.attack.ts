import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultDatabase, type FaultDatabase } from '../faults/fault-databases.js';
import { createHttpClient } from '../faults/http-client.js';
import { environmentOf, SERVER_ENTRY } from '../faults/spawned-server.js';
import { freePort } from './security-target.js';

/**
 * Item: a server whose standard output no longer takes lines still shuts down on SIGTERM, as a
 * supervisor expects, rather than hanging on its log: the output closed (its parent gone, the
 * pipe's reader with it), or stalled (the pipe still open but nobody reading, which is what a
 * reader gone without closing its end looks like to the server).
 */

const START_TIMEOUT_MS = 60_000;
const EXIT_TIMEOUT_MS = 15_000;

/** Request log lines of about 300 bytes: enough of them fill a pipe and the reader's buffer. */
const STALL_REQUESTS = 1_500;
const LONG_PATH = `/healthz/${'x'.repeat(180)}`;

describe('a server whose standard output no longer takes lines', () => {
  let database: FaultDatabase;

  beforeAll(async () => {
    database = await createFaultDatabase('pglite');
  });

  afterAll(async () => {
    await database.remove();
  });

  it.each(['closed', 'stalled'] as const)(
    'still exits on SIGTERM when %s',
    async (how) => {
      const port = await freePort();
      const gamesPort = await freePort();
      const child = spawn(process.execPath, [SERVER_ENTRY], {
        env: {
          ...environmentOf({ port, gamesPort, dataDir: database.dataDir }),
          // Every request and the shutdown itself then write to the closed output.
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const stderr: string[] = [];
      child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const http = createHttpClient(`http://127.0.0.1:${port}`);
      try {
        const deadline = Date.now() + START_TIMEOUT_MS;
        for (;;) {
          const health = await http.call('/healthz', { timeoutMs: 2_000 });
          if (health.kind === 'answered' && health.status === 200) break;
          if (Date.now() > deadline) throw new Error(`no start:\n${stderr.join('')}`);
          await sleep(100);
        }
        if (how === 'closed') child.stdout.destroy();
        else child.stdout.pause();
        // Log lines now meet the closed or full pipe, many of them for the stalled one.
        const requests = how === 'closed' ? 20 : STALL_REQUESTS;
        for (let i = 0; i < requests; i += 20) {
          await Promise.all(
            Array.from({ length: 20 }, () => http.call(LONG_PATH, { timeoutMs: 5_000 })),
          );
        }
        await sleep(200);
        expect(child.exitCode, 'the server died of its output').toBeNull();

        child.kill('SIGTERM');
        const code = await Promise.race([
          exited,
          sleep(EXIT_TIMEOUT_MS).then(() => 'hung' as const),
        ]);
        expect(code, `stderr:\n${stderr.join('')}`).toBe(0);
      } finally {
        http.close();
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
    },
    120_000,
  );
});
