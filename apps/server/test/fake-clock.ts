import type { Clock } from '../src/lib/clock.js';

/** A clock that stands still until a test moves it; due timers run as it moves past them. */
export class FakeClock implements Clock {
  private current: number;
  private timers: { at: number; id: number; task: () => void }[] = [];
  private nextId = 0;

  constructor(start = Date.now()) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  after(delayMs: number, task: () => void): () => void {
    const id = (this.nextId += 1);
    this.timers.push({ at: this.current + delayMs, id, task });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  }

  advance(ms: number): void {
    this.current += ms;
    const due = this.timers.filter((t) => t.at <= this.current).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((t) => t.at > this.current);
    for (const timer of due) timer.task();
  }
}
