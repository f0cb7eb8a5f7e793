import { adminEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import type { AuditLog } from './audit-log.js';

/** The audit log, newest first; registered behind the admin guard. */
export function auditRoutes(scope: FastifyInstance, audit: AuditLog): void {
  defineRoute(scope, adminEndpoints.audit, (input) => audit.list(input));
}
