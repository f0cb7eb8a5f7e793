import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogDestination, LineBatch } from './log-destination.js';

/** An output that records what it is handed. */
function recorder() {
  const written: string[] = [];
  let flushes = 0;
  return {
    written,
    flushes: () => flushes,
    out: {
      write: (text: string) => written.push(text) > 0,
      flush: (done?: (error?: Error) => void) => {
        flushes += 1;
        done?.();
      },
      flushSync: () => {
        flushes += 1;
      },
      destroy: () => undefined,
    },
  };
}

describe('LineBatch', () => {
  it('hands the output whole batches of lines, joined, in order', () => {
    const { written, out } = recorder();
    const batch = new LineBatch(out, 100);
    const lines = Array.from({ length: 25 }, (_, k) => `{"n":${String(k).padStart(3, '0')}}\n`);
    for (const line of lines) batch.write(line);
    // 10 bytes a line: a batch is handed on at its tenth line.
    expect(written).toEqual([lines.slice(0, 10).join(''), lines.slice(10, 20).join('')]);
    batch.flush();
    expect(written.join('')).toBe(lines.join(''));
  });

  it('hands on what it holds before the output writes out synchronously', () => {
    const { written, flushes, out } = recorder();
    const batch = new LineBatch(out, 1_000);
    batch.write('a\n');
    batch.flushSync();
    expect(written).toEqual(['a\n']);
    expect(flushes()).toBe(1);
  });

  it('takes no line once released', () => {
    const { written, flushes, out } = recorder();
    const batch = new LineBatch(out, 1_000);
    batch.write('kept?\n');
    batch.release();
    expect(batch.write('late\n')).toBe(false);
    batch.handOn();
    batch.flushSync();
    expect(written).toEqual([]);
    expect(flushes()).toBe(0);
  });
});

describe('the log destination', () => {
  it('writes every line of a logger, in order, by the time it is drained', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'log-')), 'out.log');
    const destination = createLogDestination(file);
    const log = pino({ level: 'info' }, destination.stream);
    for (let k = 0; k < 2_000; k += 1) log.info({ k }, 'request completed');
    await destination.drainAndRelease();
    const ks = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { k: number }).k);
    expect(ks).toEqual(Array.from({ length: 2_000 }, (_, k) => k));
  });

  it('writes the few lines of a quiet server within a moment', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'log-')), 'out.log');
    const destination = createLogDestination(file);
    const log = pino({ level: 'info' }, destination.stream);
    log.info('one line');
    await expect
      .poll(() => readFileSync(file, 'utf8'), { timeout: 2_000, interval: 50 })
      .toContain('one line');
    await destination.drainAndRelease();
  });
});
