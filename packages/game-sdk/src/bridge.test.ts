import { describe, expect, it, vi } from 'vitest';
import {
  createGameClient,
  portalOriginFromLocation,
  READY_RETRY_LIMIT,
  READY_RETRY_MS,
} from './game-client.js';
import { createPortalHost, type PortalHandlers } from './portal-host.js';
import { message, SDK_VERSION } from './protocol.js';
import { FakeWindow, framePair } from './test-windows.js';

const PORTAL = 'http://portal.test';
const GAMES = 'http://games.test';

function setup(handlers: PortalHandlers = {}, timeoutMs = 200) {
  const { portal, game } = framePair(PORTAL, GAMES, `?portal=${encodeURIComponent(PORTAL)}`);
  const client = createGameClient({ self: game.asWindow(), target: portal.asWindow(), timeoutMs });
  const host = createPortalHost({
    frame: () => game.asWindow(),
    gamesOrigin: GAMES,
    handlers,
    self: portal.asWindow(),
  });
  return { portal, game, client, host };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the game bridge', () => {
  it('reads the portal origin from the game URL', () => {
    expect(portalOriginFromLocation('?portal=http%3A%2F%2Fportal.test%2Fpc')).toBe(PORTAL);
    expect(portalOriginFromLocation('?portal=not a url')).toBeNull();
    expect(portalOriginFromLocation('')).toBeNull();
  });

  it('delivers lifecycle events from the game to the portal', async () => {
    const onReady = vi.fn();
    const onProgress = vi.fn();
    const onGameplayStart = vi.fn();
    const { client } = setup({ onReady, onProgress, onGameplayStart });
    client.ready();
    client.progress(140);
    client.gameplayStart();
    await tick();
    expect(onReady).toHaveBeenCalledOnce();
    expect(onProgress).toHaveBeenCalledWith(100);
    expect(onGameplayStart).toHaveBeenCalledOnce();
  });

  it('answers requests, matched by id', async () => {
    const saved = new Map<string, string>();
    const { client } = setup({
      getUser: () => ({ nickname: 'Ana', iconUrl: '/a.png' }),
      saveData: (k, v) => void saved.set(k, v),
      loadData: (k) => saved.get(k) ?? null,
    });
    const [user] = await Promise.all([client.getUser(), client.saveData('progress', '{"best":9}')]);
    expect(user).toEqual({ nickname: 'Ana', iconUrl: '/a.png' });
    expect(await client.loadData('progress')).toBe('{"best":9}');
    expect(await client.loadData('missing')).toBeNull();
  });

  it('rejects a request the portal refuses', async () => {
    const { client } = setup({});
    await expect(client.saveData('progress', 'x')).rejects.toThrow('saving is not available');
  });

  it('times out when the portal never answers', async () => {
    const { portal, game } = framePair(PORTAL, GAMES, `?portal=${encodeURIComponent(PORTAL)}`);
    const client = createGameClient({
      self: game.asWindow(),
      target: portal.asWindow(),
      timeoutMs: 20,
    });
    await expect(client.getUser()).rejects.toThrow('timed out');
  });

  it('passes pause and resume to the game', async () => {
    const { client, host } = setup();
    const paused = vi.fn();
    client.on('pause', paused);
    host.send('pause', {});
    await tick();
    expect(paused).toHaveBeenCalledOnce();
  });

  it('ignores messages from a foreign origin, a foreign window or another version', async () => {
    const onReady = vi.fn();
    const { portal, game } = setup({ onReady });
    portal.receive(message('ready', {}), PORTAL, game);
    await tick();
    expect(onReady).toHaveBeenCalledOnce();
    onReady.mockClear();
    portal.receive(message('ready', {}), PORTAL, new FakeWindow('http://evil.test'));
    portal.receive(message('ready', {}), PORTAL, new FakeWindow(GAMES));
    portal.receive({ ...message('ready', {}), version: SDK_VERSION + 1 }, PORTAL, game);
    portal.receive({ type: 'ready' }, PORTAL, game);
    await tick();
    expect(onReady).not.toHaveBeenCalled();
  });

  it('lets the game ignore a pause sent by a page that is not the portal', async () => {
    const { client, game } = setup();
    const paused = vi.fn();
    client.on('pause', paused);
    game.receive(message('pause', {}), GAMES, new FakeWindow('http://evil.test'));
    await tick();
    expect(paused).not.toHaveBeenCalled();
  });

  it('works standalone: no user, saves kept locally', async () => {
    const alone = new FakeWindow(GAMES);
    const client = createGameClient({ self: alone.asWindow() });
    expect(client.embedded).toBe(false);
    expect(await client.getUser()).toBeNull();
    await client.saveData('progress', '42');
    expect(await client.loadData('progress')).toBe('42');
    await expect(client.saveData('', 'x')).rejects.toThrow();
  });

  it('repeats ready until the portal listens, then stops once acknowledged', async () => {
    vi.useFakeTimers();
    try {
      const { portal, game } = framePair(PORTAL, GAMES, `?portal=${encodeURIComponent(PORTAL)}`);
      const client = createGameClient({ self: game.asWindow(), target: portal.asWindow() });
      const heard = vi.fn();
      portal.addEventListener('message', heard);
      // The game is ready before the portal page has started listening.
      client.ready();
      await vi.advanceTimersByTimeAsync(READY_RETRY_MS * 3);
      const onReady = vi.fn();
      createPortalHost({
        frame: () => game.asWindow(),
        gamesOrigin: GAMES,
        handlers: { onReady },
        self: portal.asWindow(),
      });
      await vi.advanceTimersByTimeAsync(READY_RETRY_MS);
      expect(onReady).toHaveBeenCalledOnce();
      const announced = heard.mock.calls.length;
      await vi.advanceTimersByTimeAsync(READY_RETRY_MS * 10);
      expect(heard.mock.calls.length).toBe(announced);
      expect(onReady).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops announcing ready after a bounded number of tries', async () => {
    vi.useFakeTimers();
    try {
      const { portal, game } = framePair(PORTAL, GAMES, `?portal=${encodeURIComponent(PORTAL)}`);
      const client = createGameClient({ self: game.asWindow(), target: portal.asWindow() });
      const heard = vi.fn();
      portal.addEventListener('message', heard);
      client.ready();
      await vi.advanceTimersByTimeAsync(READY_RETRY_MS * (READY_RETRY_LIMIT + 20));
      expect(heard).toHaveBeenCalledTimes(READY_RETRY_LIMIT);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers the portal's hello with ready once the game is ready", async () => {
    const onReady = vi.fn();
    const { client, host } = setup({ onReady });
    host.hello();
    await tick();
    expect(onReady).not.toHaveBeenCalled();
    client.ready();
    await tick();
    expect(onReady).toHaveBeenCalledOnce();
    host.hello();
    await tick();
    expect(onReady).toHaveBeenCalledTimes(2);
  });

  it('asks again, on hello, a request posted before the portal listened', async () => {
    const { portal, game } = framePair(PORTAL, GAMES, `?portal=${encodeURIComponent(PORTAL)}`);
    const client = createGameClient({
      self: game.asWindow(),
      target: portal.asWindow(),
      timeoutMs: 1000,
    });
    // A game loads its save while the portal page has not started listening.
    const loaded = client.loadData('progress');
    await tick();
    const host = createPortalHost({
      frame: () => game.asWindow(),
      gamesOrigin: GAMES,
      handlers: { loadData: (key) => `saved ${key}` },
      self: portal.asWindow(),
    });
    host.hello();
    await expect(loaded).resolves.toBe('saved progress');
  });

  it('tells the game that its QR code expired', async () => {
    const { client, host } = setup();
    const expired = vi.fn();
    client.on('qrCodeExpired', expired);
    host.send('qrCodeExpired', {});
    await tick();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('tells the game the input kind with the ready acknowledgement, and when it changes', async () => {
    const { portal, game } = framePair(PORTAL, GAMES, `?portal=${encodeURIComponent(PORTAL)}`);
    const client = createGameClient({ self: game.asWindow(), target: portal.asWindow() });
    const coarse = new EventTarget() as EventTarget & { matches: boolean };
    coarse.matches = true;
    const host = createPortalHost({
      frame: () => game.asWindow(),
      gamesOrigin: GAMES,
      handlers: {},
      self: portal.asWindow(),
      pointerQuery: coarse,
    });
    const changes = vi.fn();
    client.on('inputChanged', changes);
    expect(client.input()).toBe('mouse');
    client.ready();
    await tick();
    await tick();
    expect(host.input()).toBe('touch');
    expect(client.input()).toBe('touch');
    expect(changes).toHaveBeenLastCalledWith({ input: 'touch' });
    coarse.matches = false;
    coarse.dispatchEvent(new Event('change'));
    await tick();
    expect(client.input()).toBe('mouse');
    expect(changes).toHaveBeenLastCalledWith({ input: 'mouse' });
    host.dispose();
    client.dispose();
  });

  it('ignores an input kind it does not know', async () => {
    const { client, portal, game } = setup();
    const changes = vi.fn();
    client.on('inputChanged', changes);
    game.receive(message('inputChanged', { input: 'stylus' }), GAMES, portal);
    await tick();
    expect(client.input()).toBe('mouse');
    expect(changes).not.toHaveBeenCalled();
  });
});
