import { spawn, type SpawnOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A shared service the suite may stop for a few seconds and must always start again. */
export interface ServiceControl {
  /** What is stopped, for messages: "PostgreSQL 15/main". */
  name: string;
  stop(): Promise<void>;
  /** Starts it and resolves once it accepts connections; does nothing if it already does. */
  start(): Promise<void>;
  answers(): Promise<boolean>;
}

/** A service the suite can control, or why it cannot (the scenario is then skipped). */
export type Controllable = { control: ServiceControl } | { skipped: string };

export const isLocalHost = (host: string) =>
  ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host.toLowerCase());

/** Waits until `answers()` says `wanted`; throws after the time is up. */
export async function waitUntil(
  control: Pick<ServiceControl, 'name' | 'answers'>,
  wanted: boolean,
  withinMs: number,
): Promise<void> {
  const end = Date.now() + withinMs;
  while ((await control.answers()) !== wanted) {
    if (Date.now() > end) {
      throw new Error(`${control.name} still ${wanted ? 'does not answer' : 'answers'}`);
    }
    await sleep(100);
  }
}

/** The full path of a program on PATH, or undefined. */
export function findProgram(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** Runs a command to its end; resolves with its output, rejects on a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${output.trim()}`));
    });
  });
}
