import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../test/database-kind.js';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database.js';
import { openDatabase, type Database } from './database.js';

let database: TestDatabase;
/** A second process's pool on PostgreSQL; on PGlite only one process has the data. */
let other: Database | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.url) {
    other = await openDatabase({ url: database.url, dataDir: '', migrationsDir, poolSize: 2 });
  }
});
afterAll(async () => {
  await other?.close();
  await database.close();
});

/** A job that runs until `finish` is called, and says when it has begun. */
function heldJob<T>(value: T) {
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const run = async () => {
    begun();
    await finished;
    return value;
  };
  return { run, started, finish };
}

describe('alone', () => {
  it('runs a job on one process at a time; the other leaves it and may run it after', async () => {
    const second = other ?? database;
    const job = heldJob('first');
    const first = database.alone('sweep', job.run);
    await job.started;
    expect(await second.alone('sweep', () => Promise.resolve('second'))).toEqual({ ran: false });
    expect(await database.alone('sweep', () => Promise.resolve('again'))).toEqual({ ran: false });
    // A job of another name is not held up.
    expect(await second.alone('report', () => Promise.resolve('report'))).toEqual({
      ran: true,
      value: 'report',
    });
    job.finish();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await second.alone('sweep', () => Promise.resolve('second'))).toEqual({
      ran: true,
      value: 'second',
    });
  });

  it('frees the job when it fails', async () => {
    await expect(
      database.alone('failing', () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');
    expect(await (other ?? database).alone('failing', () => Promise.resolve(1))).toEqual({
      ran: true,
      value: 1,
    });
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'frees the job of a process whose connection dies mid-job',
    async () => {
      const job = heldJob('lost');
      // Settled at once: the cut connection fails the holder's transaction as soon as the
      // driver notices, which may be before the job is told to finish.
      const first = database.alone('sweep', job.run).then(
        () => null,
        (error: unknown) => error,
      );
      await job.started;
      const second = other ?? database;
      expect(await second.alone('sweep', () => Promise.resolve('second'))).toEqual({ ran: false });
      // The holder's connection is cut, as when its process is killed.
      await second.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and pid <> pg_backend_pid()
              and database = (select oid from pg_database where datname = current_database())`,
      );
      await expect
        .poll(async () => (await second.alone('sweep', () => Promise.resolve('taken over'))).ran)
        .toBe(true);
      job.finish();
      expect(await first).toBeInstanceOf(Error);
    },
  );
});
