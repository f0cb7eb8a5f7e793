import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { PushListener } from './realtime-client';
import { realtime, redDotStore } from './page-realtime';

/** Whether any of these locations has an unread red dot; follows pushes as they come. */
export function useRedDot(...locations: number[]): boolean {
  const key = locations.join(',');
  const snapshot = useCallback(
    () => key.split(',').some((location) => redDotStore.unread(Number(location))),
    [key],
  );
  return useSyncExternalStore(redDotStore.subscribe, snapshot, () => false);
}

/** Clears the dots of these locations while the page showing them is open. */
export function useViewRedDot(...locations: number[]): void {
  const key = locations.join(',');
  const unread = useRedDot(...locations);
  useEffect(() => {
    if (unread) key.split(',').forEach((location) => realtime.view(Number(location)));
  }, [unread, key]);
}

/** Calls the listener for every push this page receives. */
export function usePushListener(listener: PushListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtime.onPush((action, item) => latest.current(action, item)), []);
}
