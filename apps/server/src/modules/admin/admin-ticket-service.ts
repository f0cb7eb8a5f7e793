import {
  AuditAction,
  type AdminTicketDetail,
  type AdminTicketListResponse,
  type AdminTicketSummary,
  type TicketConv,
  type adminTicketListRequestSchema,
  type adminTicketReplyRequestSchema,
  type adminTicketStatusRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound, shorten, ticketDetailOf } from '../tickets/ticket-service.js';
import type { UploadAddresses } from '../accounts/upload-address.js';
import type { TicketSupport } from '../tickets/ticket-support-service.js';
import { findAnyTicket, listAllTickets, type ListedTicket } from './admin-ticket-repository.js';
import { pageOf, pageWindow } from './admin-page.js';
import type { AuditLog } from './audit-log.js';

const toSummary = ({ ticket, typeName, appName, nickname }: ListedTicket): AdminTicketSummary => ({
  ticketId: ticket.ticketId,
  ticketNo: ticket.ticketNo,
  userId: ticket.userId,
  nickname,
  appId: ticket.appId,
  appName: appName ?? '',
  typeName,
  description: shorten(ticket.description),
  status: ticket.status,
  createdAt: ticket.createdAt.getTime(),
  updatedAt: ticket.updatedAt.getTime(),
});

/**
 * The support inbox. Answers go through the tickets module's support service, which sets the
 * ticket Answered, leaves the player a message and lights their customer-service red dot.
 */
export function createAdminTicketService(deps: {
  db: Db;
  support: Pick<TicketSupport, 'answerTicket' | 'setStatus'>;
  audit: AuditLog;
  addresses: UploadAddresses;
}) {
  const { db, support, audit, addresses } = deps;

  const find = async (ticketId: number) => {
    const found = await findAnyTicket(db, ticketId);
    if (!found) throw notFound();
    return found;
  };

  return {
    async list(
      input: z.output<typeof adminTicketListRequestSchema>,
    ): Promise<AdminTicketListResponse> {
      const { rows, total } = await listAllTickets(db, {
        status: input.status,
        appId: input.appId,
        userId: input.userId,
        ...pageWindow(input),
      });
      return { ticketList: rows.map(toSummary), ...pageOf(input, total) };
    },

    async detail(ticketId: number): Promise<AdminTicketDetail> {
      const found = await find(ticketId);
      const detail = await ticketDetailOf(db, found, addresses);
      return { ...detail, userId: found.ticket.userId, nickname: found.nickname };
    },

    async reply(
      input: z.output<typeof adminTicketReplyRequestSchema>,
      adminId: number | null,
    ): Promise<TicketConv> {
      const { ticket } = await find(input.ticketId);
      const answer = await support.answerTicket(input.ticketId, input.body);
      await audit.record(
        adminId,
        AuditAction.TICKET_REPLY,
        { kind: 'ticket', id: input.ticketId },
        { ticketNo: ticket.ticketNo, messageId: answer.convContentId },
      );
      return answer;
    },

    async setStatus(
      input: z.output<typeof adminTicketStatusRequestSchema>,
      adminId: number | null,
    ): Promise<AdminTicketSummary> {
      const before = await find(input.ticketId);
      await support.setStatus(input.ticketId, input.status);
      const after = await find(input.ticketId);
      if (before.ticket.status !== input.status) {
        await audit.record(
          adminId,
          AuditAction.TICKET_STATUS,
          { kind: 'ticket', id: input.ticketId },
          { ticketNo: before.ticket.ticketNo, from: before.ticket.status, to: input.status },
        );
      }
      return toSummary(after);
    },
  };
}

export type AdminTicketService = ReturnType<typeof createAdminTicketService>;
