import { PushType, RedDotLocation } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageEvents } from '../messages/message-events.js';
import type { QrExpiredEvent, QrUsedEvent } from '../playing/qr-service.js';
import type { PushInput, PushService } from './push-service.js';

/** A support answer to a player's ticket. */
export interface TicketAnswered {
  userId: number;
  ticketNo: string;
}

/**
 * The pushes that follow content as it is published. A push is a courtesy: one that fails is
 * logged and never fails what caused it.
 */
export function connectPushHooks(deps: {
  pushes: PushService;
  messageEvents: MessageEvents;
  log: FastifyBaseLogger;
}) {
  const { pushes, messageEvents, log } = deps;
  const send = (input: PushInput) => {
    pushes.publish(input).catch((error: unknown) => log.warn({ err: error }, 'a push failed'));
  };

  // A personal message lights that player's message dot; a broadcast lights everyone's.
  messageEvents.on('created', (message) => {
    send({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: message.userId,
      title: message.title,
    });
  });

  return {
    /** For `qrCodes.onExpired`: the player's game frame is told to ask for a new QR code. */
    qrExpired: (expired: QrExpiredEvent): void => {
      if (expired.userId === null) return;
      send({ pushType: PushType.QR_CODE, userId: expired.userId, appId: expired.appId });
    },

    /** For `qrCodes.onUsed`: the player's play-on-mobile view says the game opened on a phone. */
    qrUsed: (used: QrUsedEvent): void => {
      send({ pushType: PushType.QR_CODE_USED, userId: used.userId, appId: used.appId });
    },

    /** Support answered a ticket: the player's customer-service dot. */
    ticketAnswered: (answer: TicketAnswered): void => {
      send({
        pushType: PushType.RED_DOT,
        redDotLocation: RedDotLocation.PERSONAL_SERVICE,
        userId: answer.userId,
        title: `Your ticket ${answer.ticketNo} has an answer`,
      });
    },
  };
}

/**
 * A gift open to claim lights the gift dots: everyone's "all gift" dot (14, the site's Gift
 * Center) and the "FBC gift" dot (10) in its game's community area `fbc_{appId}`. A gift that
 * opens later sends none.
 */
export function giftRedDots(pushes: Pick<PushService, 'publish'>, log: FastifyBaseLogger) {
  return (gift: { appId: number; title: string }): void => {
    const sent = [
      { redDotLocation: RedDotLocation.ALL_GIFT },
      { redDotLocation: RedDotLocation.FBC_GIFT, area: `fbc_${gift.appId}` },
    ].map((where) =>
      pushes.publish({
        pushType: PushType.RED_DOT,
        appId: gift.appId,
        title: gift.title,
        ...where,
      }),
    );
    Promise.all(sent).catch((error: unknown) => log.warn({ err: error }, 'a gift push failed'));
  };
}
