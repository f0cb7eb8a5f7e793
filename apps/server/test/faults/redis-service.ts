import { stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { Redis } from 'ioredis';
import {
  findProgram,
  isLocalHost,
  runCommand,
  waitUntil,
  type Controllable,
} from './service-control.js';

const STOP_TIMEOUT_MS = 10_000;
const START_TIMEOUT_MS = 15_000;

/** The settings a restarted Redis takes over from the running one, so it comes back the same. */
const KEPT_SETTINGS = [
  'port',
  'bind',
  'protected-mode',
  'dir',
  'dbfilename',
  'logfile',
  'pidfile',
  'save',
  'appendonly',
] as const;

/** One round trip with a short-lived connection that never retries. */
async function withRedis<T>(url: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

const infoField = (info: string, field: string) =>
  new RegExp(`^${field}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';

/**
 * The Redis server of TEST_REDIS_URL, when it runs on this machine: stopped with SHUTDOWN NOSAVE
 * (its keys are counters and bus traffic, nothing to keep) and started again with the running
 * server's own configuration file and settings, daemonized, as the same user.
 */
export async function redisControl(redisUrl = process.env.TEST_REDIS_URL): Promise<Controllable> {
  if (!redisUrl) return { skipped: 'TEST_REDIS_URL is not set' };
  const host = new URL(redisUrl).hostname;
  if (!isLocalHost(host)) return { skipped: `Redis at ${host} is not on this machine` };
  const program = findProgram('redis-server');
  if (!program) return { skipped: 'redis-server is not installed on this machine' };
  const running = await withRedis(redisUrl, async (redis) => {
    const info = await redis.info('server');
    const settings: string[] = [];
    for (const name of KEPT_SETTINGS) {
      const reply = await redis.config('GET', name);
      const value = Array.isArray(reply) ? String(reply[1] ?? '') : '';
      settings.push(`--${name}`, ...(name === 'bind' ? value.split(' ') : [value]));
    }
    return {
      pid: Number(infoField(info, 'process_id')),
      configFile: infoField(info, 'config_file'),
      settings,
    };
  }).catch(() => undefined);
  if (!running) return { skipped: `Redis at ${redisUrl} does not answer` };
  const owner = await stat(`/proc/${running.pid}`).catch(() => undefined);
  if (!owner) return { skipped: `the Redis process ${running.pid} is not visible here` };
  const me = userInfo();
  if (me.uid !== 0 && me.uid !== owner.uid) {
    return { skipped: 'restarting Redis needs root or the user it runs as' };
  }
  const args = [
    ...(running.configFile ? [running.configFile] : []),
    ...running.settings,
    '--daemonize',
    'yes',
  ];
  const control = {
    name: 'Redis',
    answers: () =>
      withRedis(redisUrl, async (redis) => (await redis.ping()) === 'PONG').catch(() => false),
    async stop() {
      await withRedis(redisUrl, (redis) => redis.call('SHUTDOWN', 'NOSAVE')).catch(() => undefined);
      await waitUntil(control, false, STOP_TIMEOUT_MS);
    },
    async start() {
      if (await control.answers()) return;
      await runCommand(program, args, {
        argv0: 'redis-server',
        ...(me.uid === 0 ? { uid: owner.uid, gid: owner.gid } : {}),
      });
      await waitUntil(control, true, START_TIMEOUT_MS);
    },
  };
  return { control };
}
