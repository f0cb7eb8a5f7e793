/**
 * Runs `work` over the items with `concurrency` workers, each taking the next item as soon as
 * its previous one is done, which keeps that many requests in flight. Once `halted()` says so no
 * new item is taken; resolves when every item taken has finished, with how many were taken.
 */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  halted: () => boolean = () => false,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (!halted()) {
      const item = items[next];
      if (item === undefined) return;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return next;
}
