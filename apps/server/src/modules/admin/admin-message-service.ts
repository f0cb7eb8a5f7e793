import {
  AuditAction,
  Code,
  ValidationText,
  type AdminMessage,
  type AdminMessageListResponse,
  type adminMessageListRequestSchema,
  type adminMessageSendRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { htmlToText, sanitiseHtml } from '../../lib/html.js';
import type { MessageRow } from '../messages/message-repository.js';
import { MESSAGE_SENDER, type MessageService } from '../messages/message-service.js';
import { listSentMessages } from './admin-message-repository.js';
import { findPlayer, type PlayerRow } from './admin-player-repository.js';
import { pageOf, pageWindow } from './admin-page.js';
import { playerNotFound } from './admin-player-service.js';
import type { AuditLog } from './audit-log.js';

function toAdminMessage(row: MessageRow): AdminMessage {
  return {
    notifId: row.notifId,
    audience: row.userId === null ? 'all' : 'user',
    userId: row.userId,
    type: row.type,
    sender: row.sender,
    title: row.title,
    content: row.content,
    date: row.createdAt.getTime(),
  };
}

/** HTML that sanitising leaves without a word or a picture would show players an empty message. */
const isBlank = (html: string) => htmlToText(html) === '' && !/<img\b/i.test(html);

/**
 * The publisher's messages to players. Sending goes through the messages module, whose
 * 'created' event lights the red dot: one player's for a personal message, everyone's (a common
 * push at the personal-message location, which later connections catch up on) for a broadcast.
 */
export function createAdminMessageService(deps: {
  db: Db;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditLog;
}) {
  const { db, messages, audit } = deps;

  return {
    async send(
      input: z.output<typeof adminMessageSendRequestSchema>,
      adminId: number | null,
    ): Promise<AdminMessage> {
      let player: PlayerRow | undefined;
      if (input.audience === 'user') {
        player = input.userId === undefined ? undefined : await findPlayer(db, input.userId);
        if (!player) throw playerNotFound();
      }
      if (isBlank(sanitiseHtml(input.content))) {
        throw new ApiError(Code.MISSING_FIELD, `content: ${ValidationText.notEmpty}`, 400);
      }
      const sent = await messages.sendMessage({
        userId: player?.userId ?? null,
        type: input.type,
        sender: input.sender || MESSAGE_SENDER,
        title: input.title,
        content: input.content,
      });
      const message: AdminMessage = {
        notifId: sent.notifId,
        type: sent.type,
        sender: sent.sender,
        title: sent.notifTitle,
        content: sent.notifContent,
        date: sent.sendTime,
        audience: input.audience,
        userId: player?.userId ?? null,
      };
      await audit.record(
        adminId,
        player ? AuditAction.MESSAGE_SEND : AuditAction.MESSAGE_BROADCAST,
        { kind: 'message', id: message.notifId },
        { userId: message.userId, type: message.type, title: message.title },
      );
      return message;
    },

    async list(
      input: z.output<typeof adminMessageListRequestSchema>,
    ): Promise<AdminMessageListResponse> {
      const { rows, total } = await listSentMessages(db, {
        audience: input.audience,
        userId: input.userId,
        ...pageWindow(input),
      });
      return { messageList: rows.map(toAdminMessage), ...pageOf(input, total) };
    },
  };
}

export type AdminMessageService = ReturnType<typeof createAdminMessageService>;
