import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { CounterStore } from '../../lib/counter-store.js';
import { createLoginGuard, type LoginGuardConfig } from '../accounts/login-guard.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { MessageService } from '../messages/message-service.js';
import type { UploadAddresses } from '../accounts/upload-address.js';
import type { TicketSupport } from '../tickets/ticket-support-service.js';
import { adminAnalyticsRoutes } from './admin-analytics-routes.js';
import { createAdminAnalyticsService } from './admin-analytics-service.js';
import { adminAuthRoutes, registerAdminRoutes } from './admin-auth.js';
import { adminGiftRoutes } from './admin-gift-routes.js';
import { giftRedDots } from '../pushes/push-hooks.js';
import { createAdminGiftService } from './admin-gift-service.js';
import { adminMessageRoutes } from './admin-message-routes.js';
import { createAdminMessageService } from './admin-message-service.js';
import { adminPlayerRoutes } from './admin-player-routes.js';
import { createAdminPlayerService } from './admin-player-service.js';
import { createAdminService } from './admin-service.js';
import { adminTicketRoutes } from './admin-ticket-routes.js';
import { createAdminTicketService } from './admin-ticket-service.js';
import { createAuditLog } from './audit-log.js';
import { auditRoutes } from './audit-routes.js';

export interface AdminDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'> & LoginGuardConfig;
  counters: CounterStore;
  captcha: CaptchaService;
  /** Sending goes through the messages module, whose events light the red dots. */
  messages: MessageService;
  /** Answers go through the tickets module, which tells the player. */
  support: TicketSupport;
  clock: Clock;
  /** Where the console is shown players' pictures and ticket screenshots. */
  uploadAddresses: UploadAddresses;
}

/**
 * The admin API under /api/admin: sign-in, the guard, the audit log and the publisher's
 * operations on players, messages, tickets, gifts and reports. Other admin route files register
 * after it with `registerAdminRoutes` (see admin-auth.ts for the usage).
 */
export async function adminModule(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const { db, config } = deps;
  const audit = createAuditLog(db);
  const admins = createAdminService({
    db,
    audit,
    guard: createLoginGuard(deps.counters, deps.captcha, config),
  });
  app.decorate('adminAuth', admins);
  app.decorate('auditLog', audit);
  app.decorateRequest('admin', null);

  await adminAuthRoutes(app, { admins, publicUrl: config.PUBLIC_URL });
  await registerAdminRoutes(app, async (scope) => {
    auditRoutes(scope, audit);
    adminPlayerRoutes(
      scope,
      createAdminPlayerService({
        db,
        sessions: app.sessions,
        audit,
        pictures: deps.uploadAddresses,
      }),
    );
    adminMessageRoutes(scope, createAdminMessageService({ db, messages: deps.messages, audit }));
    adminTicketRoutes(
      scope,
      createAdminTicketService({
        db,
        support: deps.support,
        audit,
        addresses: deps.uploadAddresses,
      }),
    );
    const onOpened = giftRedDots(app.pushes, app.log);
    await adminGiftRoutes(
      scope,
      createAdminGiftService({ db, audit, clock: deps.clock, onOpened }),
    );
    adminAnalyticsRoutes(scope, createAdminAnalyticsService(db));
  });
}
