import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned sentinel comes near the bottom of `root` (the page when
 * null): the "load more on scroll near the bottom" of spec section 9.
 */
export function useLoadMore(
  loadMore: () => void,
  enabled: boolean,
  root: () => Element | null = () => null,
  margin = '400px',
) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { root: root(), rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, root, margin]);
  return sentinel;
}
