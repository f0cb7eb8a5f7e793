import { PushType, RedDotLocation } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMessageEvents } from '../messages/message-events.js';
import { connectPushHooks, giftRedDots } from './push-hooks.js';
import type { PushInput, PushService } from './push-service.js';

function setUp(fail = false) {
  const sent: PushInput[] = [];
  const warnings: unknown[] = [];
  const pushes = {
    publish: (input: PushInput) => {
      sent.push(input);
      return fail ? Promise.reject(new Error('down')) : Promise.resolve({});
    },
  } as unknown as PushService;
  const log = {
    warn: (details: unknown) => warnings.push(details),
  } as unknown as FastifyBaseLogger;
  const messageEvents = createMessageEvents(() => undefined);
  const hooks = connectPushHooks({ pushes, messageEvents, log });
  return { sent, warnings, messageEvents, hooks };
}

const message = (userId: number | null) => ({
  notifId: 1,
  userId,
  type: 'system' as const,
  title: 'Hi',
  date: 0,
});

describe('push hooks', () => {
  it('light the message dot of one player for a personal message and of all for a broadcast', () => {
    const { sent, messageEvents } = setUp();
    messageEvents.emit('created', message(7));
    messageEvents.emit('created', message(null));
    expect(sent).toEqual([
      {
        pushType: PushType.RED_DOT,
        redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
        userId: 7,
        title: 'Hi',
      },
      {
        pushType: PushType.RED_DOT,
        redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
        userId: null,
        title: 'Hi',
      },
    ]);
  });

  it("light the player's customer-service dot for a ticket answer", () => {
    const { sent, hooks } = setUp();
    hooks.ticketAnswered({ userId: 3, ticketNo: 'T1' });
    expect(sent[0]).toMatchObject({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_SERVICE,
      userId: 3,
    });
  });

  it('tell a player that their QR code expired, and nobody for a link without a player', () => {
    const { sent, hooks } = setUp();
    hooks.qrExpired({ userId: 5, appId: 1001, expiresAt: 0 });
    hooks.qrExpired({ userId: null, appId: 1001, expiresAt: 0 });
    expect(sent).toEqual([{ pushType: PushType.QR_CODE, userId: 5, appId: 1001 }]);
  });

  it('tell a player that their QR code was used, so their view stops showing it', () => {
    const { sent, hooks } = setUp();
    hooks.qrUsed({ userId: 5, appId: 1001 });
    expect(sent).toEqual([{ pushType: PushType.QR_CODE_USED, userId: 5, appId: 1001 }]);
  });

  it('log a push that fails and never throw to the publisher', async () => {
    const { warnings, hooks } = setUp(true);
    expect(() => hooks.ticketAnswered({ userId: 3, ticketNo: 'T1' })).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toHaveLength(1);
  });

  it('light the all-gift dot of everyone and the FBC gift dot of the game for an open gift', () => {
    const { sent } = setUp();
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    const pushes = { publish: (input: PushInput) => (sent.push(input), Promise.resolve()) };
    giftRedDots(pushes as unknown as PushService, log)({ appId: 1001, title: 'Starter pack' });
    expect(sent).toEqual([
      {
        pushType: PushType.RED_DOT,
        redDotLocation: RedDotLocation.ALL_GIFT,
        appId: 1001,
        title: 'Starter pack',
      },
      {
        pushType: PushType.RED_DOT,
        redDotLocation: RedDotLocation.FBC_GIFT,
        area: 'fbc_1001',
        appId: 1001,
        title: 'Starter pack',
      },
    ]);
  });
});
