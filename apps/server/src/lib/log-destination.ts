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

/**
 * Standard output for the JSON log, written without blocking the event loop, in batches. Pino empties such an
 * output synchronously when the process exits, and a pipe that no longer takes lines (its reader
 * gone, or stalled) would hold that, and with it the exit, forever: `drainAndRelease` gives the
 * waiting lines a bounded moment, then lets them go, so the exit that follows cannot hang.
 */
export function createLogDestination() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  const flusher = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Released at exit, or its output closed: nothing more will be written.
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
        stream.destroy();
      });
    },
  };
}
