/**
 * The postMessage protocol between a hosted game (in a sandboxed iframe on the games origin) and
 * the portal page. Every message names the protocol and its version, so a page or game that
 * speaks another version ignores it instead of misreading it.
 */
export const SDK_PROTOCOL = 'playhaven-sdk';
export const SDK_VERSION = 1;

/**
 * How the player points: `touch` on a phone or tablet (a coarse pointer: fingers, no hover, no
 * right button), `mouse` otherwise. The portal reads it from `matchMedia('(pointer: coarse)')`.
 */
export type InputKind = 'touch' | 'mouse';
export const INPUT_KINDS: readonly InputKind[] = ['touch', 'mouse'];
export const COARSE_POINTER_QUERY = '(pointer: coarse)';
export const isInputKind = (value: unknown): value is InputKind =>
  value === 'touch' || value === 'mouse';

export interface GameUser {
  nickname: string;
  iconUrl: string;
}

/** What a game tells or asks the portal; requests carry an id their response echoes. */
export interface GameToPortal {
  ready: Record<string, never>;
  progress: { percent: number };
  gameplayStart: Record<string, never>;
  gameplayStop: Record<string, never>;
  getUser: Record<string, never>;
  requestLogin: Record<string, never>;
  saveData: { key: string; value: string };
  loadData: { key: string };
}

/** What the portal tells a game. */
export interface PortalToGame {
  pause: Record<string, never>;
  resume: Record<string, never>;
  userChanged: { user: GameUser | null };
  /** The play-on-mobile QR code the player was shown has run out. */
  qrCodeExpired: Record<string, never>;
  /**
   * The portal heard `ready`: the game stops announcing it. It carries the player's input kind
   * (a portal older than the field sends none).
   */
  readyAck: { input?: InputKind };
  /** The player's input kind changed (a tablet's keyboard and mouse were attached, say). */
  inputChanged: { input: InputKind };
  /** The frame has loaded: a game that is already ready says so again. */
  hello: Record<string, never>;
  response: { id: string; ok: boolean; data?: unknown; error?: string };
}

export type GameRequestType = 'getUser' | 'requestLogin' | 'saveData' | 'loadData';
export type GameMessageType = keyof GameToPortal;
export type PortalMessageType = keyof PortalToGame;

export interface SdkMessage<T extends string = string, P = unknown> {
  protocol: typeof SDK_PROTOCOL;
  version: typeof SDK_VERSION;
  type: T;
  payload: P;
  id?: string;
}

const GAME_TYPES: ReadonlySet<string> = new Set<GameMessageType>([
  'ready',
  'progress',
  'gameplayStart',
  'gameplayStop',
  'getUser',
  'requestLogin',
  'saveData',
  'loadData',
]);
const PORTAL_TYPES: ReadonlySet<string> = new Set<PortalMessageType>([
  'pause',
  'resume',
  'userChanged',
  'qrCodeExpired',
  'readyAck',
  'inputChanged',
  'hello',
  'response',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEnvelope = (value: unknown): value is SdkMessage =>
  isRecord(value) &&
  value.protocol === SDK_PROTOCOL &&
  value.version === SDK_VERSION &&
  typeof value.type === 'string' &&
  isRecord(value.payload) &&
  (value.id === undefined || typeof value.id === 'string');

export const isGameMessage = (value: unknown): value is SdkMessage<GameMessageType> =>
  isEnvelope(value) && GAME_TYPES.has(value.type);

export const isPortalMessage = (value: unknown): value is SdkMessage<PortalMessageType> =>
  isEnvelope(value) && PORTAL_TYPES.has(value.type);

export const message = <T extends string, P>(
  type: T,
  payload: P,
  id?: string,
): SdkMessage<T, P> => ({
  protocol: SDK_PROTOCOL,
  version: SDK_VERSION,
  type,
  payload,
  ...(id === undefined ? {} : { id }),
});

/** Saved game data is bounded so a game cannot fill a player's storage. */
export const MAX_SAVE_KEY = 64;
export const MAX_SAVE_VALUE = 64 * 1024;
