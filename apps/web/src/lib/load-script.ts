const pending = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has run. A failed load forgets the tag,
 * so the next call tries again instead of waiting on a dead promise.
 */
export function loadScript(src: string): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      pending.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  pending.set(src, loading);
  return loading;
}
