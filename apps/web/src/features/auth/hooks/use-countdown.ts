import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left before a code may be sent again; `finished` turns true when a countdown ran to
 * its end (not when it was reset), which is when mobile flows offer the code help.
 */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const [finished, setFinished] = useState(false);
  const left = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (from: number) => {
      stop();
      left.current = from;
      setFinished(false);
      setSeconds(from);
      timer.current = setInterval(() => {
        left.current -= 1;
        setSeconds(Math.max(0, left.current));
        if (left.current <= 0) {
          stop();
          setFinished(true);
        }
      }, 1000);
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    left.current = 0;
    setSeconds(0);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { seconds, running: seconds > 0, finished, start, reset };
}
