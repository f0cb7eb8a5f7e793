import {
  Code,
  MESSAGE_SUMMARY_LENGTH,
  NotifLinkType,
  NotifStatus,
  PRODUCT_NAME,
  type MessageDetail,
  type MessageListResponse,
  type MessageSummary,
  type MessageTypeValue,
  type messageListRequestSchema,
} from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { htmlToText, sanitiseHtml } from '../../lib/html.js';
import type { MessageEvents } from './message-events.js';
import {
  countUnreadMessages,
  deleteOwnMessage,
  findVisibleMessage,
  hideBroadcast,
  insertMessage,
  listVisibleMessages,
  markMessageRead,
  type MessageRow,
  type VisibleMessage,
} from './message-repository.js';

/** A message to send: to one player, or to everyone when `userId` is null. */
export interface NewMessage {
  userId: number | null;
  type: MessageTypeValue;
  sender: string;
  title: string;
  /** HTML; sanitised before it is stored. */
  content: string;
}

export const MESSAGE_SENDER = `${PRODUCT_NAME} Team`;

const WELCOME: Omit<NewMessage, 'userId'> = {
  type: 'system',
  sender: MESSAGE_SENDER,
  title: `Welcome to ${PRODUCT_NAME}`,
  content:
    `<p>Welcome to ${PRODUCT_NAME}! Your account is ready.</p>` +
    '<p>Pick a game from Home and start playing: your progress is saved to your account. ' +
    'Gift codes wait in the Gift Center, and if anything goes wrong, write to us from Support.</p>' +
    '<p>Have fun!</p>',
};

const notFound = () => new ApiError(Code.RECORD_NOT_FOUND);

/** Characters of message content and summaries kept (see `summaries`): a few megabytes. */
const SUMMARY_CACHE_CHARS = 2_000_000;

/**
 * Each message's summary, made once: turning HTML into text costs about 20 µs a message, on every
 * page of every player's list, and the broadcasts are on every player's. Keyed by the content
 * itself, so a message with other content has its own.
 */
const summaries = new LRUCache<string, string>({
  maxSize: SUMMARY_CACHE_CHARS,
  sizeCalculation: (summary, content) => content.length + summary.length + 1,
});

function summaryOf(content: string): string {
  const known = summaries.get(content);
  if (known !== undefined) return known;
  const text = htmlToText(content);
  const summary =
    text.length <= MESSAGE_SUMMARY_LENGTH
      ? text
      : `${text.slice(0, MESSAGE_SUMMARY_LENGTH - 1).trimEnd()}…`;
  summaries.set(content, summary);
  return summary;
}

const toDetail = (message: MessageRow, read: boolean): MessageDetail => ({
  notifId: message.notifId,
  notifTitle: message.title,
  notifContent: message.content,
  sendTime: message.createdAt.getTime(),
  notifType: NotifLinkType.NONE,
  type: message.type,
  sender: message.sender,
  read,
});

const toSummary = ({ message, readAt }: VisibleMessage): MessageSummary => ({
  notifId: message.notifId,
  notifTitle: message.title,
  sendTime: message.createdAt.getTime(),
  notifType: NotifLinkType.NONE,
  type: message.type,
  sender: message.sender,
  summary: summaryOf(message.content),
  read: readAt !== null,
});

/**
 * Player messages: personal ones and broadcasts. Every read goes through the player's own view
 * (their messages and every broadcast, minus what they deleted), so a guessed id of someone
 * else's message answers exactly like an id that does not exist.
 */
export function createMessageService(deps: { db: Db; events: MessageEvents }) {
  const { db, events } = deps;

  const sendMessage = async (input: NewMessage): Promise<MessageDetail> => {
    const row = await insertMessage(db, { ...input, content: sanitiseHtml(input.content) });
    const message = toDetail(row, false);
    events.emit('created', {
      notifId: message.notifId,
      userId: row.userId,
      type: message.type,
      title: message.notifTitle,
      date: message.sendTime,
    });
    return message;
  };

  return {
    events,
    sendMessage,

    /** The personal greeting every new account gets. */
    welcome: (userId: number): Promise<MessageDetail> => sendMessage({ ...WELCOME, userId }),

    async list(
      userId: number,
      input: z.output<typeof messageListRequestSchema>,
    ): Promise<MessageListResponse> {
      const { page, pageSize } = input;
      const { rows, total, unread } = await listVisibleMessages(db, userId, {
        read: input.notifStatus === undefined ? undefined : input.notifStatus === NotifStatus.READ,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        notifList: rows.map(toSummary),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
        unreadCount: unread,
      };
    },

    async unreadCount(userId: number): Promise<{ unreadCount: number }> {
      return { unreadCount: await countUnreadMessages(db, userId) };
    },

    /** Opening a message marks it read for this player. */
    async open(userId: number, notifId: number): Promise<MessageDetail> {
      const found = await findVisibleMessage(db, userId, notifId);
      if (!found) throw notFound();
      await markMessageRead(db, userId, notifId);
      return toDetail(found.message, true);
    },

    /** A personal message is deleted; a broadcast is hidden for this player only. */
    async remove(userId: number, notifId: number): Promise<void> {
      const found = await findVisibleMessage(db, userId, notifId);
      if (!found) throw notFound();
      if (found.message.userId === null) {
        await hideBroadcast(db, userId, notifId);
      } else if (!(await deleteOwnMessage(db, userId, notifId))) {
        throw notFound();
      }
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
