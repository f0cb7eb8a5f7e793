import { PageId, TrackingEvent } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attributeVisit } from './attribution';
import { pageViewOf } from './page-ids';
import { createTracker } from './tracker';

/** Timers the test runs by hand: what was scheduled and after how long. */
function manualTimers() {
  const scheduled: Array<{ run: () => void; ms: number }> = [];
  return {
    scheduled,
    setTimer: (run: () => void, ms: number) => scheduled.push({ run, ms }),
    runNext() {
      scheduled.shift()?.run();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => window.localStorage.clear());

describe('the tracker', () => {
  it('holds events until the site key is known, then sends them signed for the player', () => {
    const send = vi.fn(() => Promise.resolve({ eventId: 1 }));
    window.localStorage.setItem(
      'shareQuery',
      JSON.stringify({ channelId: 'ch-1', lp: 'spring', subChannelId: 'sub-2', other: 'x' }),
    );
    const tracker = createTracker({ send, userId: () => 42 });
    tracker.trackPageView(PageId.SIGN_IN);
    expect(send).not.toHaveBeenCalled();
    tracker.setKey('key');
    expect(send).toHaveBeenCalledTimes(1);
    const [payload, key] = send.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(key).toBe('key');
    expect(payload).toMatchObject({
      event: TrackingEvent.VIEW_PAGE,
      userId: 42,
      h5ChannelId: 'ch-1',
      lp: 'spring',
      subchannel: 'sub-2',
      registTerminal: 'pc',
    });
    expect(typeof payload.clientId).toBe('string');
    // The spec's visitor id and platform travel with every event.
    expect(payload).toMatchObject({ fingerId: payload.clientId, platform: 'html5' });
    expect(JSON.parse(String(payload.context))).toMatchObject({ targetPageId: PageId.SIGN_IN });
  });

  it('sends a failed event again 60 s later, and gives up after five tries', async () => {
    const timers = manualTimers();
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const tracker = createTracker({ send, userId: () => null, setTimer: timers.setTimer });
    tracker.setKey('key');
    tracker.track(TrackingEvent.QR_VISIT);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await settle();
      expect(timers.scheduled).toEqual([expect.objectContaining({ ms: 60_000 })]);
      timers.runNext();
    }
    await settle();
    expect(send).toHaveBeenCalledTimes(5);
    expect(timers.scheduled).toEqual([]);
    expect(tracker.pending()).toEqual([]);
  });

  it('a visitor’s event carries no player', () => {
    const send = vi.fn(() => Promise.resolve({ eventId: 1 }));
    const tracker = createTracker({ send, userId: () => null });
    tracker.setKey('key');
    tracker.trackPageView(PageId.HOME);
    expect((send.mock.calls[0] as unknown as [Record<string, unknown>])[0].userId).toBeUndefined();
  });
});

describe('attribution', () => {
  it('reports the channel once, retrying every 10 s until it succeeds', async () => {
    window.localStorage.setItem(
      'shareQuery',
      JSON.stringify({ channelId: 'ch-1', subChannelId3: 'deep' }),
    );
    const timers = manualTimers();
    const send = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ eventId: 3 });
    attributeVisit('key', { send, userId: () => 5, setTimer: timers.setTimer });
    await settle();
    expect(timers.scheduled).toEqual([expect.objectContaining({ ms: 10_000 })]);
    timers.runNext();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ channelId: 'ch-1', subChannelId3: 'deep', userId: 5 }),
      'key',
    );
    attributeVisit('key', { send, userId: () => 5, setTimer: timers.setTimer });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports nothing for a visit from no channel, and again for a new channel', async () => {
    const send = vi.fn(() => Promise.resolve({ eventId: 1 }));
    attributeVisit('key', { send, userId: () => null });
    expect(send).not.toHaveBeenCalled();
    window.localStorage.setItem('shareQuery', JSON.stringify({ channelId: 'a' }));
    attributeVisit('key', { send, userId: () => null });
    await settle();
    window.localStorage.setItem('shareQuery', JSON.stringify({ channelId: 'b' }));
    attributeVisit('key', { send, userId: () => null });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('page ids', () => {
  it('follows spec section 2, with -1 for pages it gives none', () => {
    expect(pageViewOf('/pc')).toEqual({ page: PageId.HOME });
    expect(pageViewOf('/pc/game/list')).toEqual({ page: PageId.GAMES_LIST });
    expect(pageViewOf('/pc/giftcenter/')).toEqual({ page: PageId.GIFT_CENTER });
    expect(pageViewOf('/pc/mygifts')).toEqual({ page: PageId.MY_GIFTS });
    expect(pageViewOf('/pc/error/link-expired')).toEqual({ page: PageId.LINK_EXPIRED });
    expect(pageViewOf('/pc/game/1001')).toEqual({ page: PageId.PLAYING_GAME, appId: 1001 });
    expect(pageViewOf('/pc/game/info/1001')).toEqual({ page: PageId.DEFAULT });
    expect(pageViewOf('/pc/news/')).toEqual({ page: PageId.DEFAULT });
  });
});
