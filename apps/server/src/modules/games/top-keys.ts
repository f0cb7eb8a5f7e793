/**
 * The smallest `capacity` numbers of those offered, in a max-heap: an offer above them all, as
 * most are once it is full, costs one comparison.
 */
export class TopKeys {
  private readonly heap: Float64Array;
  private length = 0;
  /** How many numbers were offered. */
  offered = 0;

  constructor(private readonly capacity: number) {
    this.heap = new Float64Array(capacity);
  }

  offer(key: number): void {
    this.offered += 1;
    const { heap } = this;
    if (this.length < this.capacity) {
      let at = this.length;
      this.length += 1;
      while (at > 0) {
        const up = (at - 1) >> 1;
        if ((heap[up] ?? 0) >= key) break;
        heap[at] = heap[up] ?? 0;
        at = up;
      }
      heap[at] = key;
    } else if (this.length > 0 && key < (heap[0] ?? 0)) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= this.length) break;
        if (child + 1 < this.length && (heap[child + 1] ?? 0) > (heap[child] ?? 0)) child += 1;
        if ((heap[child] ?? 0) <= key) break;
        heap[at] = heap[child] ?? 0;
        at = child;
      }
      heap[at] = key;
    }
  }

  /** The largest number kept once `capacity` are, so that only smaller offers count; else none. */
  bar(): number | undefined {
    return this.length === this.capacity && this.length > 0 ? this.heap[0] : undefined;
  }

  /** The numbers kept, smallest first. */
  sorted(): number[] {
    return Array.from(this.heap.subarray(0, this.length)).sort((a, b) => a - b);
  }
}
