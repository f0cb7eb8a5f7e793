import type { Db } from '../../db/database.js';
import { attributionEvents, trackingEvents } from '../../db/schema.js';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;
export type NewAttributionEvent = typeof attributionEvents.$inferInsert;

export async function insertTrackingEvent(db: Db, values: NewTrackingEvent): Promise<number> {
  const [row] = await db
    .insert(trackingEvents)
    .values(values)
    .returning({ eventId: trackingEvents.eventId });
  if (!row) throw new Error('the tracking event was not stored');
  return row.eventId;
}

export async function insertAttributionEvent(db: Db, values: NewAttributionEvent): Promise<number> {
  const [row] = await db
    .insert(attributionEvents)
    .values(values)
    .returning({ eventId: attributionEvents.eventId });
  if (!row) throw new Error('the attribution event was not stored');
  return row.eventId;
}
