import {
  Code,
  TICKET_FINISHED_STATUSES,
  TICKET_SUMMARY_LENGTH,
  ValidationText,
  type TicketAddResponse,
  type TicketAppListResponse,
  type TicketDetail,
  type TicketListResponse,
  type TicketMessage,
  type TicketRateResponse,
  type TicketStatusValue,
  type TicketTypeListResponse,
  type ticketAddRequestSchema,
  type ticketListRequestSchema,
  type ticketMoreRequestSchema,
  type ticketRateRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { assetUrl } from '../../lib/asset-url.js';
import type { UploadService } from '../accounts/upload-service.js';
import { attachmentUrl, ownUploadIds } from './ticket-attachments.js';
import { newTicketNo } from './ticket-number.js';
import {
  addPlayerMessage,
  findOwnTicket,
  gameExists,
  hasSupportAnswer,
  insertTicket,
  listOwnTickets,
  listTicketAttachments,
  listTicketGames,
  listTicketMessages,
  listTicketTypes,
  setOwnTicketRating,
  ticketTypeExists,
  type AttachmentRow,
  type TicketMessageRow,
} from './ticket-repository.js';

/** Draws of a fresh number before giving up; with 30 random bits a second draw is already rare. */
const TICKET_NO_ATTEMPTS = 5;

export const notFound = () => new ApiError(Code.RECORD_NOT_FOUND);

const isFinished = (status: TicketStatusValue) => TICKET_FINISHED_STATUSES.includes(status);

export const shorten = (text: string) =>
  text.length <= TICKET_SUMMARY_LENGTH
    ? text
    : `${text.slice(0, TICKET_SUMMARY_LENGTH - 1).trimEnd()}…`;

export function toTicketMessage(row: TicketMessageRow, attachments: string[]): TicketMessage {
  return {
    messageId: row.messageId,
    author: row.author,
    kind: row.kind,
    body: row.body,
    date: row.createdAt.getTime(),
    attachments,
  };
}

const urlsOf = (rows: AttachmentRow[], messageId: number | null) =>
  rows.filter((row) => row.messageId === messageId).map((row) => attachmentUrl(row.uploadId));

type FoundTicket = NonNullable<Awaited<ReturnType<typeof findOwnTicket>>>;

/** A ticket with its whole conversation, as its player and support both read it. */
export async function ticketDetailOf(
  db: Db,
  { ticket, typeName, appName }: Pick<FoundTicket, 'ticket' | 'typeName' | 'appName'>,
): Promise<TicketDetail> {
  const [messages, attachments] = await Promise.all([
    listTicketMessages(db, ticket.ticketId),
    listTicketAttachments(db, ticket.ticketId),
  ]);
  return {
    ticketId: ticket.ticketId,
    ticketNo: ticket.ticketNo,
    typeId: ticket.typeId,
    typeName,
    appId: ticket.appId,
    appName: appName ?? '',
    server: ticket.server,
    characterName: ticket.characterName,
    problemDate: ticket.problemDate,
    description: ticket.description,
    email: ticket.email,
    status: ticket.status,
    rating: ticket.rating,
    createdAt: ticket.createdAt.getTime(),
    updatedAt: ticket.updatedAt.getTime(),
    attachments: urlsOf(attachments, null),
    messages: messages.map((row) => toTicketMessage(row, urlsOf(attachments, row.messageId))),
    canReply: !isFinished(ticket.status),
    canRate: messages.some((row) => row.author === 'support'),
  };
}

/**
 * A player's support tickets. Every read and change names the owner along with the id, so a
 * guessed id of someone else's ticket answers exactly like an id that does not exist (4044).
 * Ticket text is plain text from end to end: stored as typed and answered as JSON strings,
 * never run through the HTML sanitiser and never rendered as HTML.
 */
export function createTicketService(deps: {
  db: Db;
  uploads: Pick<UploadService, 'isOwn'>;
  gamesOrigin: string;
}) {
  const { db, uploads, gamesOrigin } = deps;

  return {
    async types(): Promise<TicketTypeListResponse> {
      return { ticketTypeList: await listTicketTypes(db) };
    },

    async apps(userId: number): Promise<TicketAppListResponse> {
      const rows = await listTicketGames(db, userId);
      return {
        appList: rows.map((row) => ({
          appId: row.appId,
          appName: row.name,
          appIconUrl: assetUrl(gamesOrigin, row.iconUrl),
        })),
      };
    },

    async add(
      userId: number,
      input: z.output<typeof ticketAddRequestSchema>,
    ): Promise<TicketAddResponse> {
      if (!(await ticketTypeExists(db, input.typeId))) {
        throw new ApiError(Code.MISSING_FIELD, `typeId: ${ValidationText.notEmpty}`, 400);
      }
      if (input.appId !== undefined && !(await gameExists(db, input.appId))) {
        throw new ApiError(Code.INVALID_APP_ID);
      }
      const uploadIds = await ownUploadIds(uploads, userId, input.attachments);
      for (let attempt = 0; attempt < TICKET_NO_ATTEMPTS; attempt += 1) {
        const row = await insertTicket(
          db,
          {
            ticketNo: newTicketNo(),
            userId,
            appId: input.appId ?? null,
            typeId: input.typeId,
            server: input.server,
            characterName: input.characterName,
            problemDate: input.problemDate,
            description: input.description,
            email: input.email ?? '',
          },
          uploadIds,
        );
        if (row) return { ticketId: row.ticketId, ticketNo: row.ticketNo };
      }
      throw new Error('no free ticket number was found');
    },

    async list(
      userId: number,
      input: z.output<typeof ticketListRequestSchema>,
    ): Promise<TicketListResponse> {
      const { page, pageSize } = input;
      const { rows, total } = await listOwnTickets(db, userId, {
        status: input.status,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        ticketList: rows.map(({ ticket, typeName, appName }) => ({
          ticketId: ticket.ticketId,
          ticketNo: ticket.ticketNo,
          typeName,
          appName: appName ?? '',
          description: shorten(ticket.description),
          status: ticket.status,
          createdAt: ticket.createdAt.getTime(),
          updatedAt: ticket.updatedAt.getTime(),
          unreadAnswer: ticket.status === 'Answered',
        })),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    async detail(userId: number, ticketId: number): Promise<TicketDetail> {
      const found = await findOwnTicket(db, userId, ticketId);
      if (!found) throw notFound();
      return ticketDetailOf(db, found);
    },

    /** A reply or follow-up sets the ticket Pending again; a finished ticket takes none (4070). */
    async more(
      userId: number,
      input: z.output<typeof ticketMoreRequestSchema>,
    ): Promise<TicketMessage> {
      if (!(await findOwnTicket(db, userId, input.ticketId))) throw notFound();
      const uploadIds = await ownUploadIds(uploads, userId, input.attachments);
      const added = await addPlayerMessage(db, userId, {
        ticketId: input.ticketId,
        kind: input.kind,
        body: input.content,
        uploadIds,
      });
      if (added === 'missing') throw notFound();
      if (added === 'finished') throw new ApiError(Code.TICKET_CLOSED);
      return toTicketMessage(added.message, added.uploadIds.map(attachmentUrl));
    },

    /** Rating asks for an answer first (4071); a later rating replaces an earlier one. */
    async rate(
      userId: number,
      input: z.output<typeof ticketRateRequestSchema>,
    ): Promise<TicketRateResponse> {
      if (!(await findOwnTicket(db, userId, input.ticketId))) throw notFound();
      if (!(await hasSupportAnswer(db, input.ticketId))) {
        throw new ApiError(Code.TICKET_NOT_ANSWERED);
      }
      if (!(await setOwnTicketRating(db, userId, input.ticketId, input.rating))) throw notFound();
      return { ticketId: input.ticketId, rating: input.rating };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
