import nodeModule from 'node:module';
import type * as IORedis from 'ioredis';

const requireHere = nodeModule.createRequire(import.meta.url);

/**
 * A connection to the Redis at `url`. The client library is loaded with the first one, so a
 * portal without Redis (the default) never loads it: about 25 MB of a process's memory.
 */
export function connectRedis(url: string, options: IORedis.RedisOptions): IORedis.Redis {
  const ioredis = requireHere('ioredis') as typeof IORedis;
  return new ioredis.Redis(url, options);
}
