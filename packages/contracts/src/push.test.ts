import { describe, expect, it } from 'vitest';
import {
  IconRedDot,
  PushTargetType,
  PushType,
  RED_DOT_LOCATIONS,
  RedDotLocation,
} from './constants.js';
import {
  applyRedDotPush,
  emptyRedDot,
  gamePushAreas,
  pushEnvelopeSchema,
  redDotStateOf,
  viewRedDot,
  type PushItem,
} from './push-messages.js';
import {
  iconStateSaveRequestSchema,
  iconStateQueryRequestSchema,
  pushReadRequestSchema,
} from './push.js';

const push = (pushId: number, pushTargetType: PushItem['pushTargetType']): PushItem => ({
  pushId,
  pushType: PushType.RED_DOT,
  pushTargetType,
  redDotLocation: RedDotLocation.NEWS,
  createdAt: 1,
});

describe('red-dot locations', () => {
  it('are the fifteen of the spec, numbered 0 to 14 in its order', () => {
    expect(RED_DOT_LOCATIONS).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(RedDotLocation.NEWS).toBe(4);
    expect(RedDotLocation.PERSONAL_MESSAGE).toBe(6);
    expect(RedDotLocation.PERSONAL_SERVICE).toBe(7);
    expect(RedDotLocation.ALL_GIFT).toBe(14);
  });
});

describe('red-dot rules', () => {
  it('lights a location for a common push newer than the stored one', () => {
    const { state, reportRead } = applyRedDotPush(emptyRedDot(4), push(5, PushTargetType.COMMON));
    expect(state).toMatchObject({ pushId: 5, unRead: true });
    expect(reportRead).toBeUndefined();
  });

  it('ignores a common push that is not newer than the stored one', () => {
    const seen = viewRedDot(redDotStateOf(4, { pushId: 9, pPushId: 0, hasRead: 0 })).state;
    expect(applyRedDotPush(seen, push(9, PushTargetType.COMMON)).state).toEqual(seen);
    expect(applyRedDotPush(seen, push(3, PushTargetType.COMMON)).state.unRead).toBe(false);
  });

  it('keeps a newer common push dark when the player already read past it', () => {
    const state = redDotStateOf(4, { pushId: 2, pPushId: 0, hasRead: 8 });
    expect(applyRedDotPush(state, push(6, PushTargetType.COMMON)).state.unRead).toBe(false);
  });

  it('lights a location for a newer one-to-one push', () => {
    const { state, reportRead } = applyRedDotPush(
      emptyRedDot(6),
      push(3, PushTargetType.ONE_TO_ONE),
    );
    expect(state).toMatchObject({ pPushId: 3, unRead: true });
    expect(reportRead).toBeUndefined();
  });

  it('only reports an older one-to-one push as read', () => {
    const read = redDotStateOf(6, { pushId: 0, pPushId: 0, hasRead: 10 });
    const outcome = applyRedDotPush(read, push(7, PushTargetType.ONE_TO_ONE));
    expect(outcome.state).toEqual(read);
    expect(outcome.reportRead).toBe(7);
  });

  it('clears a location when viewed and reports the newest push id', () => {
    const lit = redDotStateOf(6, { pushId: 4, pPushId: 11, hasRead: 2 });
    expect(lit.unRead).toBe(true);
    const { state, reportRead } = viewRedDot(lit);
    expect(state).toMatchObject({ unRead: false, hasRead: 11 });
    expect(reportRead).toBe(11);
  });

  it('has nothing to report for a location that never had a push', () => {
    expect(viewRedDot(emptyRedDot(0)).reportRead).toBeUndefined();
  });
});

describe('push shapes', () => {
  it('accepts the envelope of a push list', () => {
    const body = {
      code: 200,
      msg: 'success',
      data: { pushList: [push(1, PushTargetType.COMMON)] },
    };
    expect(pushEnvelopeSchema.parse(body)).toEqual(body);
  });

  it('refuses a read report outside the locations or without a push id', () => {
    expect(pushReadRequestSchema.safeParse({ pushId: '3', redDotLocation: '6' }).success).toBe(
      true,
    );
    expect(pushReadRequestSchema.safeParse({ pushId: '3', redDotLocation: '15' }).success).toBe(
      false,
    );
    expect(pushReadRequestSchema.safeParse({ redDotLocation: '1' }).success).toBe(false);
    expect(pushReadRequestSchema.safeParse({ pushId: '0', redDotLocation: '1' }).success).toBe(
      false,
    );
  });
});

describe("the publisher's push numbers", () => {
  it('pushType: -1 other, 0 red dot, 1 QR code (expired), and our 2 for a QR code used', () => {
    expect(PushType).toEqual({ OTHER: -1, RED_DOT: 0, QR_CODE: 1, QR_CODE_USED: 2 });
  });

  it('pushTargetType: 0 common (broadcast), 1 one-to-one (personal)', () => {
    expect(PushTargetType).toEqual({ COMMON: 0, ONE_TO_ONE: 1 });
    const item = push(1, PushTargetType.ONE_TO_ONE);
    expect(Object.keys(item)).toContain('pushTargetType');
  });

  it('gift locations are 10 (FBC gift) and 14 (all gift)', () => {
    expect(RedDotLocation.FBC_GIFT).toBe(10);
    expect(RedDotLocation.ALL_GIFT).toBe(14);
  });

  it('push/read takes the spec fields: pushId and area, the location being optional', () => {
    const spec = { clientId: 'c', userToken: 't', userId: '7', pushId: '9', area: 'fbc_3' };
    expect(pushReadRequestSchema.parse(spec)).toEqual({ pushId: 9, area: 'fbc_3' });
    expect(pushReadRequestSchema.parse({ pushId: '9' })).toEqual({ pushId: 9 });
    expect(pushReadRequestSchema.safeParse({ pushId: '9', area: 'nowhere' }).success).toBe(false);
  });

  it('a game is listened to in its game_, fbc_ and fcg_ areas', () => {
    expect(gamePushAreas(12)).toEqual(['game_12', 'fbc_12', 'fcg_12']);
  });
});

describe('icon red dots (iconstate)', () => {
  it('are 0 hidden and 1 shown', () => {
    expect(IconRedDot).toEqual({ HIDDEN: 0, SHOWN: 1 });
  });

  it('query takes an appId; save names at least one dot, 0 or 1', () => {
    expect(iconStateQueryRequestSchema.parse({ appId: '4', userId: '7' })).toEqual({ appId: 4 });
    expect(iconStateSaveRequestSchema.parse({ appId: '4', shareReddot: '0' })).toEqual({
      appId: 4,
      shareReddot: 0,
    });
    expect(iconStateSaveRequestSchema.safeParse({ appId: '4' }).success).toBe(false);
    expect(iconStateSaveRequestSchema.safeParse({ appId: '4', shortcutReddot: '2' }).success).toBe(
      false,
    );
  });
});
