import { createHash } from 'node:crypto';
import type fc from 'fast-check';

/**
 * Runs are repeatable by default: each property's seed comes from its name, so CI fails the same
 * way every time and a failure can be replayed. FUZZ_SEED=random explores new cases (the seed of
 * a failure is printed), FUZZ_SEED=<number> replays one, FUZZ_RUNS sets the cases per property.
 */
export function fuzzParameters(name: string, defaultRuns = 30): fc.Parameters<unknown> {
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  const seedSetting = process.env.FUZZ_SEED;
  const seed =
    seedSetting === 'random'
      ? Date.now() ^ (Math.random() * 0x7fffffff)
      : seedSetting
        ? Number(seedSetting)
        : createHash('sha256').update(name).digest().readInt32LE(0);
  return { numRuns: runs, seed };
}
