/**
 * Time as the services see it: the current instant and a one-shot timer. Tests pass a clock of
 * their own to move time forward without waiting.
 */
export interface Clock {
  now(): number;
  /** Runs `task` once after `delayMs`; the returned function cancels it. */
  after(delayMs: number, task: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(delayMs, task) {
    // A pending timer must not keep the process alive at shutdown.
    const timer = setTimeout(task, delayMs).unref();
    return () => clearTimeout(timer);
  },
};
