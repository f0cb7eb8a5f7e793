import { PRODUCT_NAME } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { sanitiseHtml } from '../lib/html.js';
import type { Db } from './database.js';
import { appMeta, messages, ticketTypes } from './schema.js';

const SEED_KEY = 'support_content_seeded_at';
const HOUR_MS = 3_600_000;
const SENDER = `${PRODUCT_NAME} Team`;

/** The problem types a ticket can have, in the order the form offers them. */
export const seedTicketTypes = [
  'Account',
  'Payment',
  'Bug report',
  'Gameplay',
  'Gift code',
  'Developer: claim a game',
  'Other',
] as const;

/** Broadcasts every player finds in My Messages (no player exists yet when this runs). */
const seedBroadcasts = [
  {
    type: 'announcement',
    title: `${PRODUCT_NAME} is open`,
    content:
      `<p>${PRODUCT_NAME} is open: eight games to play in your browser, no install needed.</p>` +
      '<p>Your progress is saved to your account, so you can stop and come back any time.</p>',
    hoursAgo: 48,
  },
  {
    type: 'guide',
    title: 'Need help? Write to Support',
    content:
      '<p>Something not working, or a question about a game? Open <strong>Support</strong> ' +
      'from the header, describe the problem and add up to 5 screenshots.</p>' +
      '<p>We answer in your ticket, and you get a message here when we do.</p>',
    hoursAgo: 24,
  },
  {
    type: 'event',
    title: 'Weekend challenge: clear 40 lines in Block Drop',
    content:
      '<p>Clear 40 lines in one game of <strong>Block Drop</strong> this weekend. ' +
      'See the news page for the details.</p>',
    hoursAgo: 2,
  },
] as const;

/**
 * Seeds the ticket types and the demo broadcasts once, on first start or into a new test
 * database; its own marker, so a database seeded before these existed gets them too.
 */
export async function seedSupportContent(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes on one database.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(4243)`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done.length > 0) return false;
    await tx
      .insert(ticketTypes)
      .values(seedTicketTypes.map((name, index) => ({ name, sortOrder: index + 1 })))
      .onConflictDoNothing();
    await tx.insert(messages).values(
      seedBroadcasts.map((b) => ({
        userId: null,
        type: b.type,
        sender: SENDER,
        title: b.title,
        content: sanitiseHtml(b.content),
        createdAt: new Date(now.getTime() - b.hoursAgo * HOUR_MS),
      })),
    );
    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
    return true;
  });
}
