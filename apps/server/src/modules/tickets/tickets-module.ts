import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createUploadService, uploadStorage } from '../accounts/upload-service.js';
import type { MessageService } from '../messages/message-service.js';
import { ticketRoutes } from './ticket-routes.js';
import { createTicketService } from './ticket-service.js';
import { createTicketSupport, type TicketSupport } from './ticket-support-service.js';
import { assetOrigins } from '../../lib/asset-url.js';

/** Screenshots are ordinary uploads (POST /api/user/client/upload) that the ticket points to. */
export function ticketsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<
      Config,
      | 'DATA_DIR'
      | 'S3_BUCKET'
      | 'S3_PREFIX'
      | 'S3_PUBLIC_URL'
      | 'GAMES_ORIGIN'
      | 'UPLOAD_QUOTA_BYTES'
    >;
    messages: MessageService;
    onAnswered?: (answer: { userId: number; ticketNo: string }) => void;
  },
): { support: TicketSupport } {
  const { db, config, messages, onAnswered } = deps;
  const uploads = createUploadService({
    db,
    files: uploadStorage(config),
    quotaBytes: config.UPLOAD_QUOTA_BYTES,
  });
  ticketRoutes(app, createTicketService({ db, uploads, assets: assetOrigins(config) }));
  return { support: createTicketSupport({ db, messages, onAnswered }) };
}
