import { Code, type GameConfig } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { decideStart, type StartInput } from './decide-start';
import { cameFromOutside } from './playing-app';

const config = (patch: Partial<GameConfig> = {}): GameConfig => ({
  userStatus: 'normal',
  appId: 1001,
  appName: 'Number Merge 2048',
  appIconUrl: '/icon.svg',
  appUrl: 'http://games/merge-2048/',
  screenType: 0,
  status: 'online',
  ...patch,
});

const input = (patch: Partial<StartInput> = {}): StartInput => ({
  sessionReady: true,
  reloading: false,
  isLogin: true,
  fromOutside: false,
  config: { status: 'success', data: config() },
  play: { status: 'success', data: { appId: 1001, plays: 1 } },
  ...patch,
});

const refusal = (code: number, msg = `refused ${code}`) => ({
  status: 'error' as const,
  error: new ApiError(code, msg),
});

describe('the start-game decision', () => {
  it('waits for the session, and for the reload that follows a login', () => {
    expect(decideStart(input({ sessionReady: false, isLogin: false }))).toEqual({ kind: 'wait' });
    expect(decideStart(input({ reloading: true }))).toEqual({ kind: 'wait' });
  });

  it('asks for a login first; from outside the box has no way to close', () => {
    expect(decideStart(input({ isLogin: false }))).toEqual({ kind: 'login', closable: true });
    expect(decideStart(input({ isLogin: false, fromOutside: true }))).toEqual({
      kind: 'login',
      closable: false,
    });
  });

  it('shows the frozen notice, and goes Home when the visit came from outside', () => {
    const frozen = { status: 'success' as const, data: config({ userStatus: 'frozen' }) };
    expect(decideStart(input({ config: frozen }))).toEqual({ kind: 'frozen', goHome: false });
    expect(decideStart(input({ config: frozen, fromOutside: true }))).toEqual({
      kind: 'frozen',
      goHome: true,
    });
  });

  it('says why a game in maintenance or closed does not open, with the catalogue text', () => {
    const maintenance = { status: 'success' as const, data: config({ status: 'maintenance' }) };
    expect(decideStart(input({ config: maintenance }))).toEqual({
      kind: 'unavailable',
      reason: 'maintenance',
      message: 'This game is under maintenance. Please come back later.',
    });
    const closed = { status: 'success' as const, data: config({ status: 'closed' }) };
    expect(decideStart(input({ config: closed }))).toMatchObject({
      kind: 'unavailable',
      reason: 'closed',
      message: 'This game has been closed.',
    });
    expect(decideStart(input({ play: refusal(Code.GAME_CLOSED, 'closed now') }))).toEqual({
      kind: 'unavailable',
      reason: 'closed',
      message: 'closed now',
    });
  });

  it('blocks a banned account with the server message', () => {
    expect(decideStart(input({ config: refusal(Code.BANNED, 'Banned.') }))).toEqual({
      kind: 'banned',
      message: 'Banned.',
    });
  });

  it('knows an unknown game', () => {
    expect(decideStart(input({ config: refusal(Code.INVALID_APP_ID) }))).toEqual({
      kind: 'not-found',
    });
  });

  it('records the play before the game opens, and shows a refused signature as its text', () => {
    expect(decideStart(input({ play: { status: 'idle' } }))).toMatchObject({ kind: 'record' });
    expect(decideStart(input({ play: { status: 'pending' } }))).toMatchObject({ kind: 'record' });
    const text = 'The request signature is not valid. Please refresh the page.';
    expect(decideStart(input({ play: refusal(Code.INVALID_SIGN, text) }))).toEqual({
      kind: 'failed',
      message: text,
      refresh: true,
    });
    expect(decideStart(input({ play: refusal(Code.ACCOUNT_FROZEN) }))).toEqual({
      kind: 'frozen',
      goHome: false,
    });
  });

  it('opens the game once the play is recorded, full screen for screen type 3', () => {
    expect(decideStart(input())).toMatchObject({ kind: 'play', fullScreen: false });
    const full = { status: 'success' as const, data: config({ screenType: 3 }) };
    expect(decideStart(input({ config: full }))).toMatchObject({ kind: 'play', fullScreen: true });
  });
});

describe('a visit from outside', () => {
  it('is the first entry of the tab history; pages the site pushed are not', () => {
    expect(cameFromOutside(null)).toBe(true);
    expect(cameFromOutside({ usr: null, key: 'x', idx: 0 })).toBe(true);
    expect(cameFromOutside({ usr: { fromPortal: true }, key: 'y', idx: 3 })).toBe(false);
  });
});
