import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { createLocalBus, createRedisBus } from '../../lib/event-bus.js';
import { ResponseCache } from '../../lib/response-cache.js';
import type { BusEvents } from '../../plugins/bus.js';
import { createSessionService } from '../accounts/session-service.js';
import { createAdminGameService } from '../admin-catalogue/admin-game-service.js';
import { artworkStorage, createArtworkStore } from '../admin-catalogue/artwork-store.js';
import { createCatalogueChanges } from '../admin-catalogue/catalogue-changes.js';
import { createGameHostingService } from '../admin-catalogue/game-hosting-service.js';
import { hostedGameStore } from '../admin-catalogue/hosted-game-store.js';
import { createMessageEvents } from '../messages/message-events.js';
import { createMessageService } from '../messages/message-service.js';
import { connectPushHooks } from '../pushes/push-hooks.js';
import { createPushService, type PushService } from '../pushes/push-service.js';
import { createAdminGiftService } from './admin-gift-service.js';
import { createGameImport } from './admin-game-import-service.js';
import { createAdminMessageService } from './admin-message-service.js';
import { createAdminPlayerService } from './admin-player-service.js';
import { createAdminService } from './admin-service.js';
import { createAuditLog } from './audit-log.js';
import { exportPortal } from './portal-export.js';
import { importPortal } from './portal-import.js';
import { assetOrigins } from '../../lib/asset-url.js';
import { uploadAddresses } from '../accounts/upload-address.js';

const REDIS_WAIT_MS = 5_000;
const REDIS_POLL_MS = 50;

/** Warnings and errors to stderr, as one line each; the command line has no log file. */
function stderrLogger(): FastifyBaseLogger {
  const write =
    (level: string) =>
    (...args: unknown[]): void => {
      const text = args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg)));
      process.stderr.write(`${level}: ${text.join(' ')}\n`);
    };
  const quiet = (): void => undefined;
  const logger: FastifyBaseLogger = {
    level: 'warn',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warning'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger;
}

/**
 * The services the admin command line calls: the same as the server's, on the same database.
 * Sessions ended and pushes sent reach the running servers over Redis when REDIS_URL is set
 * (their sockets close, their players' red dots light); pushes are stored either way, so a
 * player connecting later still sees them.
 */
export function createAdminCliServices(database: Database, config: Config) {
  const { db } = database;
  const log = stderrLogger();
  const bus = config.REDIS_URL
    ? createRedisBus<BusEvents>(config.REDIS_URL, config.REDIS_PREFIX, log)
    : createLocalBus<BusEvents>(log);
  // What was handed to the bus or the push service, so the command ends only once it is sent.
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.catch(() => undefined).finally(() => pending.delete(work));
    return work;
  };

  const audit = createAuditLog(db);
  const sessions = createSessionService(db, {
    onRevoked: (revoked) => void track(bus.publish('session.revoked', revoked)),
  });
  const pushService = createPushService({ db, bus });
  const pushes: PushService = {
    ...pushService,
    publish: (input) => track(pushService.publish(input)),
  };
  const events = createMessageEvents((error) =>
    log.error({ err: error }, 'a message event listener failed'),
  );
  connectPushHooks({ pushes, messageEvents: events, log });
  const messages = createMessageService({ db, events });

  const changes = createCatalogueChanges(bus, new ResponseCache(0));
  const assets = assetOrigins(config);
  const games = createAdminGameService({
    db,
    assets,
    artwork: createArtworkStore(artworkStorage(config)),
    changes,
    audit,
  });
  const hosting = createGameHostingService({
    db,
    store: hostedGameStore(config),
    games,
    changes,
    audit,
  });

  return {
    admins: createAdminService({ db, audit }),
    players: createAdminPlayerService({
      db,
      sessions,
      audit,
      pictures: uploadAddresses(assets),
    }),
    messages: createAdminMessageService({ db, messages, audit }),
    gifts: createAdminGiftService({ db, audit, clock: systemClock }),
    games: createGameImport({ games, hosting, audit }),
    /** The whole portal into one file and back (see portal-export.ts). */
    portal: {
      export: (file: string) => exportPortal(database, config, file),
      import: (file: string) => importPortal(database, config, file),
    },

    /**
     * With Redis, waits until the bus reaches the running servers (a few seconds at most): a
     * command line that has just started would otherwise tell only itself of its changes.
     */
    async ready(): Promise<void> {
      if (!config.REDIS_URL) return;
      const until = Date.now() + REDIS_WAIT_MS;
      while (bus.reach() !== 'shared' && Date.now() < until) await sleep(REDIS_POLL_MS);
      if (bus.reach() !== 'shared') {
        log.warn(
          'Redis is not reachable: running servers will not close the sockets of ended ' +
            'sessions or deliver pushes live; players see new red dots when they connect again.',
        );
      }
    },

    /** Waits for what is still being sent, then lets go of the bus. The database stays open. */
    async close(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await bus.close();
    },
  };
}

export type AdminCliServices = ReturnType<typeof createAdminCliServices>;
