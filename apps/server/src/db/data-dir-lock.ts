import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** What to do about it, said everywhere the folder is found in use. */
export const DATA_DIR_IN_USE_ADVICE = 'Stop the server first, or use DATABASE_URL (PostgreSQL).';

/** The embedded database serves one process; another already has this folder open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}: the embedded database ` +
        `serves one process at a time. ${DATA_DIR_IN_USE_ADVICE}`,
    );
    this.name = 'DataDirInUseError';
  }
}

const errorCode = (error: unknown) =>
  error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === 'EPERM';
  }
}

function holderOf(lockFile: string): number {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return 0;
  }
}

/**
 * Takes the lock of an embedded database folder: a file beside it holding this process's id.
 * PGlite itself takes no lock, and a second process opening the same folder would hang or
 * damage it, so an open refuses at once while a living process holds the lock. A lock left by a
 * process that is gone is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = holderOf(lockFile);
      if (holder !== 0 && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      rmSync(lockFile, { force: true });
    }
  }
}
