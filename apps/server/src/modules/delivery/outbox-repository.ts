import type { Db } from '../../db/database.js';
import { outbox } from '../../db/schema.js';
import type { OutboxEntry } from './outbox-file.js';

export async function insertOutboxMessage(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(outbox).values({
    channel: entry.channel,
    recipient: entry.recipient,
    subject: entry.subject,
    body: entry.body,
    createdAt: new Date(entry.createdAt),
  });
}
