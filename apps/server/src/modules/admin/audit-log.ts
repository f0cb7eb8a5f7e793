import type {
  auditListRequestSchema,
  AuditActorValue,
  AuditEntry,
  AuditListResponse,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { insertAuditEntry, listAuditEntries, type AuditRow } from './audit-log-repository.js';

/** What a change was made to: a kind ("player", "gift", "game", ...) and its id. */
export interface AuditTarget {
  kind: string;
  id: string | number;
}

const toEntry = ({ entry, adminEmail }: { entry: AuditRow; adminEmail: string | null }) =>
  ({
    id: entry.id,
    actor: entry.actor,
    adminId: entry.adminId,
    adminEmail,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.createdAt.getTime(),
  }) satisfies AuditEntry;

/**
 * The audit log: every change made through the admin API or the command line is recorded after
 * it is stored, with who made it. Entries are only ever added.
 */
export function createAuditLog(db: Db) {
  return {
    /**
     * Records a change. `adminId` is the admin who made it, or null for the command line (or for
     * someone not signed in, with the actor `anonymous`). `details` is stored as JSON: the
     * values that say what changed (never a password).
     */
    async record(
      adminId: number | null,
      action: string,
      target: AuditTarget | null,
      details: Record<string, unknown> = {},
      actor: AuditActorValue = adminId === null ? 'cli' : 'admin',
    ): Promise<void> {
      await insertAuditEntry(db, {
        adminId,
        actor,
        action,
        targetKind: target?.kind ?? null,
        targetId: target === null ? null : String(target.id),
        details,
      });
    },

    async list(input: z.output<typeof auditListRequestSchema>): Promise<AuditListResponse> {
      const { page, pageSize } = input;
      const { rows, total } = await listAuditEntries(db, {
        action: input.action,
        adminId: input.adminId,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        entries: rows.map(toEntry),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
