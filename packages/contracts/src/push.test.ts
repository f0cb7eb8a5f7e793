import { describe, expect, it } from 'vitest';
import { PushType, RED_DOT_LOCATIONS, RedDotLocation, RedDotType } from './constants.js';
import {
  applyRedDotPush,
  emptyRedDot,
  pushEnvelopeSchema,
  pushReadRequestSchema,
  redDotStateOf,
  viewRedDot,
  type PushItem,
} from './push.js';

const push = (pushId: number, redDotType: PushItem['redDotType']): PushItem => ({
  pushId,
  pushType: PushType.RED_DOT,
  redDotType,
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
    const { state, reportRead } = applyRedDotPush(emptyRedDot(4), push(5, RedDotType.COMMON));
    expect(state).toMatchObject({ pushId: 5, unRead: true });
    expect(reportRead).toBeUndefined();
  });

  it('ignores a common push that is not newer than the stored one', () => {
    const seen = viewRedDot(redDotStateOf(4, { pushId: 9, pPushId: 0, hasRead: 0 })).state;
    expect(applyRedDotPush(seen, push(9, RedDotType.COMMON)).state).toEqual(seen);
    expect(applyRedDotPush(seen, push(3, RedDotType.COMMON)).state.unRead).toBe(false);
  });

  it('keeps a newer common push dark when the player already read past it', () => {
    const state = redDotStateOf(4, { pushId: 2, pPushId: 0, hasRead: 8 });
    expect(applyRedDotPush(state, push(6, RedDotType.COMMON)).state.unRead).toBe(false);
  });

  it('lights a location for a newer one-to-one push', () => {
    const { state, reportRead } = applyRedDotPush(emptyRedDot(6), push(3, RedDotType.ONE_TO_ONE));
    expect(state).toMatchObject({ pPushId: 3, unRead: true });
    expect(reportRead).toBeUndefined();
  });

  it('only reports an older one-to-one push as read', () => {
    const read = redDotStateOf(6, { pushId: 0, pPushId: 0, hasRead: 10 });
    const outcome = applyRedDotPush(read, push(7, RedDotType.ONE_TO_ONE));
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
    const body = { code: 200, msg: 'success', data: { pushList: [push(1, RedDotType.COMMON)] } };
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
