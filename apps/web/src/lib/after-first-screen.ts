/** The longest the work waits for an idle moment once the page has loaded. */
export const FIRST_SCREEN_IDLE_TIMEOUT_MS = 2000;

/** The next idle moment, or the next task where the browser has no idle callbacks. */
function nextIdleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: FIRST_SCREEN_IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

let firstScreenDrawn: Promise<void> | null = null;

/**
 * Resolves once the page has loaded (its first picture in) and the browser has a quiet moment,
 * or FIRST_SCREEN_IDLE_TIMEOUT_MS after the load at the latest. Work the first screen does not
 * show (the real-time connection, tracking) starts here, so on a slow phone it does not hold up
 * drawing the page or answering the player's first tap. Each caller is given an idle moment of
 * its own after that one: the works that wait here run one by one, each in its own task, rather
 * than all in the task that follows the load.
 */
export function afterFirstScreen(): Promise<void> {
  firstScreenDrawn ??= new Promise((resolve) => {
    const idle = () => void nextIdleMoment().then(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return firstScreenDrawn.then(nextIdleMoment);
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input
 * between two long pieces of work (`scheduler.yield` where the browser has it, which resumes
 * ahead of other tasks; a zero timeout elsewhere).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
