import {
  Code,
  ConvType,
  occurTimeOf,
  playerMessageKindOf,
  QUERY_STATUS_OF,
  TICKET_FINISHED_STATUSES,
  TICKET_SUMMARY_LENGTH,
  ValidationText,
  type TicketAddResponse,
  type TicketAppListResponse,
  type TicketConv,
  type TicketDetail,
  type TicketListResponse,
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
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import type { UploadAddresses } from '../accounts/upload-address.js';
import type { UploadService } from '../accounts/upload-service.js';
import { ownUploadIds } from './ticket-attachments.js';
import { newTicketNo } from './ticket-number.js';
import {
  addPlayerMessage,
  findOwnTicket,
  gameExists,
  insertTicket,
  listOwnTickets,
  listTicketAttachments,
  listTicketGames,
  listTicketMessages,
  listTicketTypes,
  playerIconUrl,
  rateOwnAnswer,
  ticketTypeExists,
  type AttachmentRow,
  type TicketMessageRow,
  type TicketWithNames,
} from './ticket-repository.js';

/** Draws of a fresh number before giving up; with 30 random bits a second draw is already rare. */
const TICKET_NO_ATTEMPTS = 5;

/** The ticket's own description as the first line of its conversation. */
const QUESTION_CONV_ID = 0;

export const notFound = () => new ApiError(Code.RECORD_NOT_FOUND);

const isFinished = (status: TicketStatusValue) => TICKET_FINISHED_STATUSES.includes(status);

export const shorten = (text: string) =>
  text.length <= TICKET_SUMMARY_LENGTH
    ? text
    : `${text.slice(0, TICKET_SUMMARY_LENGTH - 1).trimEnd()}…`;

const attachmentsOf = (urls: readonly string[]) => urls.map((attachmentUrl) => ({ attachmentUrl }));

/** A message as a line of the conversation; `iconUrl` is the player's picture. */
export function toTicketConv(row: TicketMessageRow, urls: string[], iconUrl: string): TicketConv {
  const bySupport = row.author === 'support';
  return {
    convContentId: row.messageId,
    convType: bySupport ? ConvType.support : ConvType.player,
    convKind: row.kind,
    convTime: row.createdAt.getTime(),
    convContent: row.body,
    convRate: row.rating ?? 0,
    convUserIconUrl: bySupport ? '' : iconUrl,
    attachment: attachmentsOf(urls),
  };
}

const urlsOf = (rows: AttachmentRow[], messageId: number | null, addresses: UploadAddresses) =>
  rows.filter((row) => row.messageId === messageId).map((row) => addresses.publicUrl(row.uploadId));

/** Which lines of `total` a page holds when page 1 is the latest: [from, to). */
export function pageFromEnd(total: number, page: number, pageSize: number) {
  const to = Math.max(0, total - (page - 1) * pageSize);
  return { from: Math.max(0, to - pageSize), to };
}

/**
 * A ticket with one page of its conversation (page 1 the latest lines), as its player and
 * support both read it; without `paging` the whole conversation. Pictures are at `addresses`.
 */
export async function ticketDetailOf(
  db: Db,
  { ticket, typeName, appName }: TicketWithNames,
  addresses: UploadAddresses,
  paging?: { page: number; pageSize: number },
): Promise<TicketDetail> {
  const [messages, attachments, storedIcon] = await Promise.all([
    listTicketMessages(db, ticket.ticketId),
    listTicketAttachments(db, ticket.ticketId),
    playerIconUrl(db, ticket.userId),
  ]);
  const iconUrl = addresses.picture(storedIcon);
  const urls = (messageId: number | null) => urlsOf(attachments, messageId, addresses);
  const conversation: TicketConv[] = [
    {
      convContentId: QUESTION_CONV_ID,
      convType: ConvType.player,
      convKind: 'question',
      convTime: ticket.createdAt.getTime(),
      convContent: ticket.description,
      convRate: 0,
      convUserIconUrl: iconUrl,
      attachment: attachmentsOf(urls(null)),
    },
    ...messages.map((row) => toTicketConv(row, urls(row.messageId), iconUrl)),
  ];
  const total = conversation.length;
  const { page, pageSize } = paging ?? { page: 1, pageSize: Math.max(total, 1) };
  const { from, to } = pageFromEnd(total, page, pageSize);
  return {
    queryId: ticket.ticketId,
    ticketNo: ticket.ticketNo,
    ticketTypeId: ticket.typeId,
    ticketTypeName: typeName,
    appId: ticket.appId,
    appName: appName ?? '',
    serverName: ticket.server,
    roleName: ticket.characterName,
    occurTime: occurTimeOf(ticket.problemDate),
    email: ticket.email,
    queryStatus: QUERY_STATUS_OF[ticket.status],
    queryStatusName: ticket.status,
    rating: ticket.rating,
    createdAt: ticket.createdAt.getTime(),
    updatedAt: ticket.updatedAt.getTime(),
    queryConvDetail: conversation.slice(from, to),
    canReply: !isFinished(ticket.status),
    canRate: messages.some((row) => row.author === 'support'),
    page,
    pageSize,
    total,
    hasMore: from > 0,
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
  uploads: Pick<UploadService, 'ownId'>;
  assets: AssetOrigins;
  addresses: UploadAddresses;
}) {
  const { db, uploads, assets, addresses } = deps;

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
          appIconUrl: assetUrl(assets, row.iconUrl),
        })),
      };
    },

    async add(
      userId: number,
      input: z.output<typeof ticketAddRequestSchema>,
    ): Promise<TicketAddResponse> {
      if (!(await ticketTypeExists(db, input.ticketTypeId))) {
        throw new ApiError(Code.MISSING_FIELD, `ticketTypeId: ${ValidationText.notEmpty}`, 400);
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
            typeId: input.ticketTypeId,
            server: input.serverName,
            characterName: input.roleName,
            problemDate: input.occurTime,
            description: input.queryContent,
            email: input.email ?? '',
          },
          uploadIds,
        );
        if (row) return { queryId: row.ticketId, ticketNo: row.ticketNo };
      }
      throw new Error('no free ticket number was found');
    },

    async list(
      userId: number,
      input: z.output<typeof ticketListRequestSchema>,
    ): Promise<TicketListResponse> {
      const { page, pageSize } = input;
      const { rows, total } = await listOwnTickets(db, userId, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        queryList: rows.map(({ ticket, typeName, appName }) => ({
          queryId: ticket.ticketId,
          ticketNo: ticket.ticketNo,
          queryStatus: QUERY_STATUS_OF[ticket.status],
          queryStatusName: ticket.status,
          viewStatus: ticket.status === 'Answered' ? 1 : 0,
          ticketTypeName: typeName,
          appName: appName ?? '',
          queryContent: shorten(ticket.description),
          occurTime: occurTimeOf(ticket.problemDate),
          createdAt: ticket.createdAt.getTime(),
          updatedAt: ticket.updatedAt.getTime(),
        })),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    async detail(
      userId: number,
      input: { queryId: number; page: number; pageSize: number },
    ): Promise<TicketDetail> {
      const found = await findOwnTicket(db, userId, input.queryId);
      if (!found) throw notFound();
      return ticketDetailOf(db, found, addresses, input);
    },

    /**
     * A reply (the ticket is Answered) or a follow-up (any other open status) sets the ticket
     * Pending again; a finished ticket takes none (4070).
     */
    async more(
      userId: number,
      input: z.output<typeof ticketMoreRequestSchema>,
    ): Promise<TicketConv> {
      const found = await findOwnTicket(db, userId, input.queryId);
      if (!found) throw notFound();
      if (input.queryContent === '') {
        const kind = playerMessageKindOf(found.ticket.status);
        const text = kind === 'reply' ? ValidationText.replyEmpty : ValidationText.followUpRequired;
        throw new ApiError(Code.MISSING_FIELD, `queryContent: ${text}`, 400);
      }
      const uploadIds = await ownUploadIds(uploads, userId, input.attachments);
      const added = await addPlayerMessage(db, userId, {
        ticketId: input.queryId,
        body: input.queryContent,
        uploadIds,
      });
      if (added === 'missing') throw notFound();
      if (added === 'finished') throw new ApiError(Code.TICKET_CLOSED);
      const iconUrl = addresses.picture(await playerIconUrl(db, userId));
      const urls = added.uploadIds.map(addresses.publicUrl);
      return toTicketConv(added.message, urls, iconUrl);
    },

    /** Rates one of support's lines on the player's own ticket; any other line is 4044. */
    async rate(
      userId: number,
      input: z.output<typeof ticketRateRequestSchema>,
    ): Promise<TicketRateResponse> {
      if (!(await rateOwnAnswer(db, userId, input.replyContentId, input.rate))) throw notFound();
      return { replyContentId: input.replyContentId, rate: input.rate };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
