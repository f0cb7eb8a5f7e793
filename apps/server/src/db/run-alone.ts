import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { rowsOf } from './executed-rows.js';

/** What `alone` answers: the job's value, or that another process was running it. */
export type AloneOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs a periodic job on one process at a time: when another process (or this one) is running
 * the job of the same name, it is not run again and `{ ran: false }` is answered.
 */
export type RunAlone = <T>(job: string, run: () => Promise<T>) => Promise<AloneOutcome<T>>;

/** The first key of the portal's advisory locks; the job's name gives the second. */
const LOCK_SPACE = 0x706c6179; // "play"

/**
 * PostgreSQL: a transaction holds the job's advisory lock while the job runs on the pool's
 * other connections. The lock goes with the transaction, so a process that dies mid-job (or
 * loses its connection) leaves it free for the next pass of any process.
 */
export function postgresAlone(db: Db): RunAlone {
  return (job, run) =>
    db.transaction(async (tx) => {
      const [row] = rowsOf<{ locked: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${job})) as "locked"`,
        ),
      );
      if (row?.locked !== true) return { ran: false } as const;
      return { ran: true, value: await run() } as const;
    });
}

/**
 * PGlite: one process has the data folder (see data-dir-lock.ts), so the job need only not
 * overlap itself in this process. A transaction would hold PGlite's only connection and stall
 * the job's own queries.
 */
export function processAlone(): RunAlone {
  const running = new Set<string>();
  return async (job, run) => {
    if (running.has(job)) return { ran: false };
    running.add(job);
    try {
      return { ran: true, value: await run() };
    } finally {
      running.delete(job);
    }
  };
}
