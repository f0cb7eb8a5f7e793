/** The longest the work waits for an idle moment once the page has loaded. */
export const FIRST_SCREEN_IDLE_TIMEOUT_MS = 2000;

let settled: Promise<void> | null = null;

/**
 * Resolves once the page has loaded (its first picture in) and the browser has a quiet moment,
 * or FIRST_SCREEN_IDLE_TIMEOUT_MS after the load at the latest. Work the first screen does not
 * show (the real-time connection, tracking) starts here, so on a slow phone it does not hold up
 * drawing the page or answering the player's first tap.
 */
export function afterFirstScreen(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: FIRST_SCREEN_IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 0);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return settled;
}
