import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createHttpClient, type HttpClient } from './http-client.js';
import { findProgram } from './service-control.js';

/** The configuration docs/operations.md recommends, which the suite runs as it is. */
export const NGINX_CONF = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

/** nginx's program (Debian puts it in /usr/sbin, off a plain user's PATH), or undefined. */
export const nginxProgram = (): string | undefined =>
  findProgram('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);

/**
 * The recommended configuration with a deployment's lines filled in (the lines marked `#:`):
 * where nginx listens, and one `server` line per portal process. The suite's own additions keep
 * nginx's files in a folder of its own.
 */
export function renderNginxConf(template: string, listenPort: number, processPorts: number[]) {
  const lines = template.split('\n').flatMap((line) => {
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    if (line.includes('#: portal processes')) {
      // The template's own parameters (max_fails, fail_timeout) stay on each line.
      const rest = /^\s*server\s+\S+?((?:\s+[^;\s]+)*);/.exec(line)?.[1] ?? '';
      return processPorts.map((port) => `${indent}server 127.0.0.1:${port}${rest};`);
    }
    if (line.includes('#: listen')) return [`${indent}listen 127.0.0.1:${listenPort};`];
    return [line];
  });
  return lines.join('\n').replace(
    /^http \{$/m,
    `http {
  client_body_temp_path temp/body;
  proxy_temp_path temp/proxy;
  fastcgi_temp_path temp/fastcgi;
  uwsgi_temp_path temp/uwsgi;
  scgi_temp_path temp/scgi;`,
  );
}

export interface NginxProxy {
  http: HttpClient;
  baseUrl: string;
  /** What nginx logged at warn and above, for the message of a failed expectation. */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground before the given processes; resolves once it answers. */
export async function startNginx(listenPort: number, processPorts: number[]): Promise<NginxProxy> {
  const program = nginxProgram();
  if (!program) throw new Error('nginx is not installed');
  const prefix = await mkdtemp(path.join(tmpdir(), 'portal-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(
    conf,
    renderNginxConf(await readFile(NGINX_CONF, 'utf8'), listenPort, processPorts),
  );
  await mkdir(path.join(prefix, 'temp'), { recursive: true });
  const child = spawn(
    program,
    [
      '-p',
      prefix,
      '-c',
      conf,
      '-e',
      path.join(prefix, 'error.log'),
      '-g',
      'daemon off; pid nginx.pid; error_log error.log warn;',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const http = createHttpClient(baseUrl);
  const stop = async () => {
    if (!exited) child.kill('SIGQUIT');
    await Promise.race([exit, sleep(5_000)]);
    if (!exited) child.kill('SIGKILL');
    http.close();
    await rm(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) throw new Error(`nginx exited while starting:\n${output}`);
    const health = await http.call('/healthz', { timeoutMs: 1_000 });
    if (health.kind === 'answered' && health.status === 200) {
      const errors = () => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
      return { http, baseUrl, errors, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer:\n${output}`);
    }
    await sleep(100);
  }
}
