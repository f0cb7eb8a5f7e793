import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AssetOrigins } from '../../lib/asset-url.js';
import type { StorageConfig } from '../../lib/storage/configured-storage.js';
import type { UploadAddresses } from '../accounts/upload-address.js';
import { createUploadService, uploadStorage } from '../accounts/upload-service.js';
import type { MessageService } from '../messages/message-service.js';
import { ticketRoutes } from './ticket-routes.js';
import { createTicketService } from './ticket-service.js';
import { createTicketSupport, type TicketSupport } from './ticket-support-service.js';

/** Screenshots are ordinary uploads (POST /api/user/client/upload) that the ticket points to. */
export function ticketsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: StorageConfig & Pick<Config, 'DATA_DIR' | 'UPLOAD_QUOTA_BYTES'>;
    assets: AssetOrigins;
    uploadAddresses: UploadAddresses;
    messages: MessageService;
    onAnswered?: (answer: { userId: number; ticketNo: string }) => void;
  },
): { support: TicketSupport } {
  const { db, config, assets, uploadAddresses, messages, onAnswered } = deps;
  const uploads = createUploadService({
    db,
    files: uploadStorage(config),
    quotaBytes: config.UPLOAD_QUOTA_BYTES,
    addresses: uploadAddresses,
  });
  ticketRoutes(app, createTicketService({ db, uploads, assets, addresses: uploadAddresses }));
  return { support: createTicketSupport({ db, messages, onAnswered }) };
}
