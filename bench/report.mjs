import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export const machine = () =>
  `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model.trim() ?? 'cpu'}, Node ${process.version}`;

/** The load average over 1, 5 and 15 minutes, as `1.2 / 0.8 / 0.5`. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** How a table says whether a figure meets its target. */
export const met = (ok) => (ok ? 'met' : 'not met');

export const today = () => new Date().toISOString().slice(0, 10);

/** A Markdown table; `right` marks the columns that hold numbers. */
export function table(header, rows, right = header.map((_, k) => k > 0)) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = line(header.map((_, k) => (right[k] ? '---:' : '---')));
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The value below which `share` of the sorted numbers lie (nearest rank). */
export function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * What a measured load comes to: `count` answers in `seconds`, and the median and p99 of their
 * latencies (sorted in place).
 */
export function rateAndLatency(latencies, count, seconds) {
  latencies.sort((a, b) => a - b);
  return {
    rate: count / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const TITLE = '# Benchmark results';
const HEAD =
  'Each section is the last run of its part (`npm run bench -- --only <part>` reruns one); every ratio is to a ceiling measured in the same run on the same machine.';

/**
 * Writes the sections of this run into the results file, keeping the sections of the parts that
 * did not run, in the order of `order`.
 */
export function writeResults(file, order, sections) {
  const kept = new Map();
  if (existsSync(file)) {
    for (const chunk of readFileSync(file, 'utf8')
      .split(/^(?=## )/m)
      .slice(1)) {
      const key = order.find((part) => chunk.startsWith(`## ${part.title}\n`));
      if (key) kept.set(key.name, chunk.trim());
    }
  }
  for (const [name, text] of sections) kept.set(name, text.trim());
  const body = order.flatMap((part) => (kept.has(part.name) ? [kept.get(part.name)] : []));
  writeFileSync(file, `${[TITLE, HEAD, ...body].join('\n\n')}\n`);
}
