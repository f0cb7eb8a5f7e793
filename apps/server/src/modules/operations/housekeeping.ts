import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RunAlone } from '../../db/run-alone.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { deleteEndedSessions } from '../accounts/session-repository.js';
import { deleteUnusedUploads } from '../accounts/upload-service.js';
import { deleteExpiredAdminSessions } from '../admin/admin-repository.js';
import { deleteExpiredCodes } from '../codes/code-repository.js';
import { deleteExpiredQrLinks } from '../playing/qr-repository.js';
import { deleteSupersededPushes } from '../pushes/push-repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long each kind of row outlives its use before a pass deletes it, and how often a pass runs.
 * Sessions and pushes stay a week, so that a player's report about a sign-in or a red dot can
 * still be looked into; codes and QR links a day, since each lives ten minutes at most. An upload
 * that no ticket, reply or avatar uses after a day was chosen and never sent, or replaced: it goes
 * with its file, and stops counting against its player's quota.
 */
export const HOUSEKEEPING = {
  firstPassAfterMs: MINUTE_MS,
  everyMs: HOUR_MS,
  keepEndedSessionsMs: 7 * DAY_MS,
  keepExpiredCodesMs: DAY_MS,
  keepExpiredQrLinksMs: DAY_MS,
  keepSupersededPushesMs: 7 * DAY_MS,
  keepUnusedUploadsMs: DAY_MS,
} as const;

/** Rows one pass deleted, by kind. */
export interface HousekeepingReport {
  sessions: number;
  adminSessions: number;
  codes: number;
  qrLinks: number;
  pushes: number;
  uploads: number;
}

type Kind = keyof HousekeepingReport;

const SWEEPS: readonly {
  kind: Kind;
  keepMs: number;
  /** `uploadFiles` is where the files beside the rows live (uploads). */
  sweep: (db: Db, before: Date, uploadFiles: FileStorage) => Promise<number>;
}[] = [
  { kind: 'sessions', keepMs: HOUSEKEEPING.keepEndedSessionsMs, sweep: deleteEndedSessions },
  {
    kind: 'adminSessions',
    keepMs: HOUSEKEEPING.keepEndedSessionsMs,
    sweep: deleteExpiredAdminSessions,
  },
  { kind: 'codes', keepMs: HOUSEKEEPING.keepExpiredCodesMs, sweep: deleteExpiredCodes },
  { kind: 'qrLinks', keepMs: HOUSEKEEPING.keepExpiredQrLinksMs, sweep: deleteExpiredQrLinks },
  {
    kind: 'pushes',
    keepMs: HOUSEKEEPING.keepSupersededPushesMs,
    sweep: deleteSupersededPushes,
  },
  { kind: 'uploads', keepMs: HOUSEKEEPING.keepUnusedUploadsMs, sweep: deleteUnusedUploads },
];

/**
 * Deletes, once an hour, the rows that only ever grow and that nothing reads once they are spent:
 * ended sessions, expired codes and QR links, pushes no player will be told again, and uploads
 * nothing uses (with their files). Every
 * process schedules it, and a pass runs on one process at a time (`alone`, an advisory lock on
 * PostgreSQL): a process whose pass finds another one under way leaves the work to it. A sweep
 * that fails (the database away) is logged and tried again at the next pass.
 */
export function createHousekeeping(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  uploadFiles: FileStorage;
  alone: RunAlone;
}) {
  const { db, clock, log, uploadFiles, alone } = deps;
  let cancel: (() => void) | null = null;
  let running: Promise<HousekeepingReport | null> | null = null;
  let stopped = false;

  /** A pass, or null when another process (or this one) has a pass under way. */
  async function pass(): Promise<HousekeepingReport | null> {
    const outcome = await alone('housekeeping', sweepAll).catch((error: unknown) => {
      log.warn({ err: error }, 'housekeeping could not take its lock');
      return null;
    });
    if (!outcome) return null;
    if (!outcome.ran) log.debug('housekeeping is under way on another process');
    return outcome.ran ? outcome.value : null;
  }

  async function sweepAll(): Promise<HousekeepingReport> {
    const now = clock.now();
    const report: HousekeepingReport = {
      sessions: 0,
      adminSessions: 0,
      codes: 0,
      qrLinks: 0,
      pushes: 0,
      uploads: 0,
    };
    for (const { kind, keepMs, sweep } of SWEEPS) {
      if (stopped) break;
      try {
        report[kind] = await sweep(db, new Date(now - keepMs), uploadFiles);
      } catch (error) {
        log.warn({ err: error, kind }, 'housekeeping could not delete spent rows');
      }
    }
    if (Object.values(report).some((n) => n > 0)) {
      log.info({ deleted: report }, 'housekeeping deleted spent rows');
    }
    return report;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    cancel = clock.after(delayMs, () => {
      running = pass().finally(() => {
        running = null;
        schedule(HOUSEKEEPING.everyMs);
      });
    });
  }

  return {
    /** One pass now; answers what it deleted, or null when a pass was already under way. */
    runOnce(): Promise<HousekeepingReport | null> {
      return pass();
    },
    /** The first pass a minute from now, then one an hour after each pass ends. */
    start(): void {
      stopped = false;
      schedule(HOUSEKEEPING.firstPassAfterMs);
    },
    /** No further pass; waits for the one under way, which stops after its current sweep. */
    async stop(): Promise<void> {
      stopped = true;
      cancel?.();
      cancel = null;
      await running;
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
