import type { AuditActorValue } from '@portal/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { admins, auditLog } from '../../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;

export interface NewAuditEntry {
  adminId: number | null;
  actor: AuditActorValue;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
}

export async function insertAuditEntry(db: Db, values: NewAuditEntry): Promise<AuditRow> {
  const [row] = await db.insert(auditLog).values(values).returning();
  if (!row) throw new Error('the audit entry was not stored');
  return row;
}

/** Newest first: ids grow with time, and the id order also breaks ties of one instant. */
export async function listAuditEntries(
  db: Db,
  query: {
    action?: string | undefined;
    adminId?: number | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: { entry: AuditRow; adminEmail: string | null }[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  if (query.adminId !== undefined) conditions.push(eq(auditLog.adminId, query.adminId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: auditLog, adminEmail: admins.email })
      .from(auditLog)
      .leftJoin(admins, eq(admins.adminId, auditLog.adminId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
