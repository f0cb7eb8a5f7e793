import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { testDevices } from '../../db/schema.js';

export async function isTestDevice(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ clientId: testDevices.clientId })
    .from(testDevices)
    .where(eq(testDevices.clientId, clientId))
    .limit(1);
  return rows.length > 0;
}
