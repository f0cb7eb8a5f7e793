import pino from 'pino';

/** How long the log lines still waiting get at exit before they are let go. */
export const LOG_DRAIN_MS = 1_000;

/**
 * Lines are gathered up to this many bytes before they are written: one write per line (a line
 * per request at the default level) would cost a system call on a worker thread each.
 */
export const LOG_BATCH_BYTES = 8 * 1024;
/** The longest a gathered line waits before it is written, however quiet the server. */
export const LOG_FLUSH_MS = 200;

type SonicBoom = ReturnType<typeof pino.destination>;

/**
 * Lines gathered in a list and handed to the output joined, `size` bytes at a time. The output
 * (sonic-boom) gathers lines itself by appending each to a string whose length in bytes it counts
 * anew on every line: at a line per request that recount was the larger part of a line's cost.
 */
export class LineBatch {
  private lines: string[] = [];
  private bytes = 0;
  private released = false;

  constructor(
    private readonly out: Pick<SonicBoom, 'write' | 'flush' | 'flushSync' | 'destroy'>,
    private readonly size = LOG_BATCH_BYTES,
  ) {}

  write(line: string): boolean {
    if (this.released) return false;
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= this.size) this.handOn();
    return true;
  }

  /** Hands the gathered lines to the output, which writes them at once unless it is writing. */
  handOn(): void {
    if (this.lines.length === 0 || this.released) return;
    const text = this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    this.out.write(text);
  }

  /** Hands the gathered lines on; `done` is called once the output has written all it holds. */
  flush(done?: (error?: Error) => void): void {
    this.handOn();
    this.out.flush(done);
  }

  flushSync(): void {
    if (this.released) return;
    this.handOn();
    this.out.flushSync();
  }

  /** Lets go of the output: what is still gathered or unwritten is dropped. */
  release(): void {
    this.released = true;
    this.lines = [];
    this.out.destroy();
  }
}

/**
 * Standard output (or `dest`, a file) for the JSON log, written without blocking the event loop, in batches. Pino empties such an
 * output synchronously when the process exits, and a pipe that no longer takes lines (its reader
 * gone, or stalled) would hold that, and with it the exit, forever: `drainAndRelease` gives the
 * waiting lines a bounded moment, then lets them go, so the exit that follows cannot hang.
 */
export function createLogDestination(dest: number | string = 1) {
  // A minimum of one byte: every batch handed on is written at once, and `flush` still waits
  // for the write under way (with no minimum it would answer at once).
  const out = pino.destination({ dest, sync: false, minLength: 1 });
  const stream = new LineBatch(out);
  // Pino writes out what the output holds at exit (registered with the output, so before this);
  // what is still gathered here goes after it.
  process.on('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // Its output closed: nothing more can be written.
    }
  });
  const flusher = setInterval(() => {
    try {
      stream.handOn();
    } catch {
      // Its output closed: nothing more can be written.
    }
  }, LOG_FLUSH_MS);
  flusher.unref();
  return {
    stream,
    drainAndRelease(waitMs = LOG_DRAIN_MS): Promise<void> {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        timer.unref();
        try {
          stream.flush(() => {
            clearTimeout(timer);
            resolve();
          });
        } catch {
          // Nothing can be flushed any more (an output closed or already released).
          clearTimeout(timer);
          resolve();
        }
      }).then(() => {
        clearInterval(flusher);
        stream.release();
      });
    },
  };
}
