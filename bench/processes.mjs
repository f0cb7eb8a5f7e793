import { spawn } from 'node:child_process';

export const log = (line) => process.stderr.write(`${line}\n`);

/**
 * Starts a long-running child and resolves once its output shows `readyText`. A child that dies
 * later says so with the tail of its output (`stop` silences that for a planned end).
 */
export function start(command, args, env, readyText) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      // Only the tail is kept: enough to say why a child died, bounded for a chatty one.
      output = (output + chunk).slice(-20_000);
      if (!ready && output.includes(readyText)) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (ready) log(`${args.join(' ')} exited with ${code}:\n${output}`);
      else reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

export const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** Runs a command to its end, its output shown as it goes. */
export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}
