import {
  Code,
  plainTextSchema,
  TICKET_TEXT_MAX,
  ValidationText,
  type TicketConv,
  type TicketStatusValue,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { MESSAGE_SENDER, type MessageService } from '../messages/message-service.js';
import {
  addSupportAnswer,
  findTicketById,
  findTicketByNo,
  setTicketStatus,
} from './ticket-repository.js';
import { notFound, toTicketConv } from './ticket-service.js';

const answerText = plainTextSchema(TICKET_TEXT_MAX);

/**
 * What support does to a ticket. No player-facing endpoint reaches this: it serves the support
 * tooling and the tests. An answer also leaves the player a message, so the answer reaches them
 * (and lights their message red dot) wherever they are on the site.
 */
export function createTicketSupport(deps: {
  db: Db;
  messages: Pick<MessageService, 'sendMessage'>;
  /** Told after an answer is stored (the player's customer-service red dot). */
  onAnswered?: (answer: { userId: number; ticketNo: string }) => void;
}) {
  const { db, messages, onAnswered } = deps;

  return {
    /** Adds support's answer and sets the ticket Answered; a finished ticket refuses (4070). */
    async answerTicket(ticketId: number, body: string): Promise<TicketConv> {
      const parsed = answerText.safeParse(body);
      if (!parsed.success || parsed.data === '') {
        const problem = parsed.success ? ValidationText.replyEmpty : ValidationText.textTooLong;
        throw new ApiError(Code.MISSING_FIELD, `body: ${problem}`, 400);
      }
      const added = await addSupportAnswer(db, ticketId, parsed.data);
      if (added === 'missing') throw notFound();
      if (added === 'finished') throw new ApiError(Code.TICKET_CLOSED);
      const ticket = await findTicketById(db, ticketId);
      if (ticket) {
        await messages.sendMessage({
          userId: ticket.userId,
          type: 'system',
          sender: MESSAGE_SENDER,
          title: `Your ticket ${ticket.ticketNo} has an answer`,
          content: `<p>Support answered your ticket ${ticket.ticketNo}. Open Support to read it.</p>`,
        });
        onAnswered?.({ userId: ticket.userId, ticketNo: ticket.ticketNo });
      }
      return toTicketConv(added, [], '');
    },

    async setStatus(ticketId: number, status: TicketStatusValue): Promise<void> {
      if (!(await setTicketStatus(db, ticketId, status))) throw notFound();
    },

    /** The ticket id behind a number a player quotes. */
    async ticketIdOf(ticketNo: string): Promise<number> {
      const ticket = await findTicketByNo(db, ticketNo.trim().toUpperCase());
      if (!ticket) throw notFound();
      return ticket.ticketId;
    },
  };
}

export type TicketSupport = ReturnType<typeof createTicketSupport>;
