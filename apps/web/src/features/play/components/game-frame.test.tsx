import { message, SDK_PROTOCOL } from '@portal/game-sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../components/ui/dialog';
import { sessionStore } from '../../auth';
import { fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { GameFrame, SILENT_GAME_MS, SLOW_GAME_MS } from './game-frame';

const GAMES = 'http://games';
const game = {
  appId: 1001,
  appName: 'Number Merge 2048',
  appIconUrl: '/icon.svg',
  appUrl: `${GAMES}/merge-2048/`,
  screenType: 0,
};

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open a dialog
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Over the game">
        <p>Covering</p>
      </Dialog>
      <GameFrame game={game} gamesOrigin={GAMES} />
    </>
  );
}

/** What the portal posted to the frame, by message type. */
function setup() {
  renderWithProviders(<Page />);
  const frame = screen.getByTitle<HTMLIFrameElement>(game.appName);
  const target = frame.contentWindow;
  if (!target) throw new Error('no frame window');
  const posted = vi.spyOn(target, 'postMessage');
  const sent = () =>
    posted.mock.calls.map(([data]) => data as { type: string; payload: Record<string, unknown> });
  const fromGame = (type: string, payload: Record<string, unknown> = {}, id?: string) =>
    act(async () => {
      await Promise.resolve();
      window.dispatchEvent(
        new MessageEvent('message', {
          data: message(type, payload, id),
          origin: GAMES,
          source: target,
        }),
      );
    });
  const answer = (id: string) =>
    sent().find((m) => m.type === 'response' && m.payload.id === id)?.payload;
  return { sent, fromGame, answer };
}

describe('the game frame', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    sessionStore.login(session({ nickname: 'Ada', iconUrl: '/ada.png' }), { announce: false });
    api = fakeApi({
      '/api/user/game/data/load': () => ({ data: { value: '{"best":64}' } }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the game once it is ready, and acknowledges the ready', async () => {
    const { fromGame, sent } = setup();
    expect(screen.getByText('Loading Number Merge 2048…')).toBeTruthy();
    await fromGame('ready');
    expect(screen.queryByText('Loading Number Merge 2048…')).toBeNull();
    expect(sent().map((m) => m.type)).toContain('readyAck');
    expect(sent()[0]).toMatchObject({ protocol: SDK_PROTOCOL });
  });

  it('tells a game the nickname and avatar, nothing else', async () => {
    const { fromGame, answer } = setup();
    await fromGame('getUser', {}, 'u1');
    await waitFor(() => expect(answer('u1')).toBeDefined());
    expect(answer('u1')).toEqual({
      id: 'u1',
      ok: true,
      data: { nickname: 'Ada', iconUrl: '/ada.png' },
    });
  });

  it('saves and loads through the account', async () => {
    const { fromGame, answer } = setup();
    await fromGame('saveData', { key: 'progress', value: '{"best":128}' }, 's1');
    await fromGame('loadData', { key: 'progress' }, 'l1');
    await waitFor(() => expect(answer('l1')).toBeDefined());
    expect(answer('s1')).toMatchObject({ ok: true });
    expect(answer('l1')).toMatchObject({ ok: true, data: '{"best":64}' });
    expect(api.callsTo('/api/user/game/data/save')[0]?.params).toMatchObject({
      appId: '1001',
      key: 'progress',
      value: '{"best":128}',
    });
    expect(api.callsTo('/api/user/game/data/load')[0]?.params).toMatchObject({ key: 'progress' });
  });

  it('passes on a refused save as its message', async () => {
    api.on('/api/user/game/data/save', () => ({
      code: 4066,
      msg: 'This game cannot save more data.',
    }));
    const { fromGame, answer } = setup();
    await fromGame('saveData', { key: 'k33', value: 'x' }, 's2');
    await waitFor(() => expect(answer('s2')).toBeDefined());
    expect(answer('s2')).toEqual({
      id: 's2',
      ok: false,
      error: 'This game cannot save more data.',
    });
  });

  it('pauses the game while a dialog covers it and resumes after', async () => {
    const { sent } = setup();
    screen.getByRole('button', { name: 'Open a dialog' }).click();
    await waitFor(() => expect(sent().map((m) => m.type)).toContain('pause'));
    screen.getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(sent().map((m) => m.type)).toContain('resume'));
  });

  it('pauses while the tab is hidden', () => {
    const { sent } = setup();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent().map((m) => m.type)).toEqual(['pause']);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent().map((m) => m.type)).toEqual(['pause', 'resume']);
    visibility.mockRestore();
  });

  it('tells the game when the player changes', async () => {
    const { sent } = setup();
    act(() => sessionStore.clear({ announce: false }));
    await waitFor(() =>
      expect(sent().find((m) => m.type === 'userChanged')?.payload).toEqual({ user: null }),
    );
  });

  describe('a game that does not say it is ready', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const loading = () => screen.queryByText('Loading Number Merge 2048…');

    it('offers to reload a built-in game, which loads a new frame', () => {
      setup();
      const first = screen.getByTitle(game.appName);
      fireEvent.load(first);
      act(() => {
        vi.advanceTimersByTime(SLOW_GAME_MS - 1);
      });
      expect(screen.queryByRole('button', { name: 'Reload the game' })).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByText('This is taking longer than usual.')).toBeTruthy();

      act(() => screen.getByRole('button', { name: 'Reload the game' }).click());
      const second = screen.getByTitle(game.appName);
      expect(second).not.toBe(first);
      expect(loading()).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Reload the game' })).toBeNull();
      fireEvent.load(second);
      act(() => {
        vi.advanceTimersByTime(SLOW_GAME_MS);
      });
      expect(screen.getByRole('button', { name: 'Reload the game' })).toBeTruthy();
    });

    it('uncovers a publisher’s game that may not speak the SDK', () => {
      const hosted = { ...game, appUrl: `${GAMES}/hosted/abc/index.html` };
      renderWithProviders(<GameFrame game={hosted} gamesOrigin={GAMES} />);
      fireEvent.load(screen.getByTitle(game.appName));
      expect(loading()).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(SILENT_GAME_MS);
      });
      expect(loading()).toBeNull();
      expect(screen.queryByRole('button', { name: 'Reload the game' })).toBeNull();
    });
  });
});
