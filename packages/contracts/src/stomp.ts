/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html) as both halves of the
 * portal speak them over SockJS: the text transport delivers strings, so the codec works on
 * strings and counts `content-length` in UTF-8 octets as the specification asks.
 */

/** Spec section 9: the socket's frame limit and heart-beats. */
export const STOMP_MAX_FRAME_CHARS = 16_384;
export const STOMP_HEARTBEAT_MS = 10_000;
export const STOMP_VERSION = '1.2';
/** How long the web's SockJS client waits for the endpoint's info answer. */
export const SOCKJS_INFO_TIMEOUT_MS = 8_000;

export const STOMP_CLIENT_COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
] as const;
export const STOMP_SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;
export type StompClientCommand = (typeof STOMP_CLIENT_COMMANDS)[number];
export type StompServerCommand = (typeof STOMP_SERVER_COMMANDS)[number];
export type StompCommand = StompClientCommand | StompServerCommand;

const COMMANDS: ReadonlySet<string> = new Set<string>([
  ...STOMP_CLIENT_COMMANDS,
  ...STOMP_SERVER_COMMANDS,
]);

export interface StompFrame {
  command: StompCommand;
  /** When a header repeats, the first value counts (STOMP 1.2, "Repeated Header Entries"). */
  headers: Record<string, string>;
  body: string;
}

/** A frame that breaks the protocol; the session answers with ERROR and closes. */
export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
}

/** CONNECT and CONNECTED predate header escaping; every other frame escapes (STOMP 1.2). */
const escapes = (command: string) => command !== 'CONNECT' && command !== 'CONNECTED';

const escapeHeader = (value: string) =>
  value.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );

function unescapeHeader(value: string): string {
  return value.replace(/\\(.?)/g, (_, c: string) => {
    switch (c) {
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new StompProtocolError(`undefined escape sequence \\${c} in a header`);
    }
  });
}

const octetsOf = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** UTF-8 octets of a text: what `content-length` counts. */
export function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) octets += octetsOf(char.codePointAt(0) ?? 0);
  return octets;
}

/** One frame as text, with `content-length` whenever it has a body, ended by NUL. */
export function encodeFrame(frame: StompFrame): string {
  const escape = escapes(frame.command);
  const lines: string[] = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name === 'content-length') continue;
    lines.push(escape ? `${escapeHeader(name)}:${escapeHeader(value)}` : `${name}:${value}`);
  }
  if (frame.body !== '') lines.push(`content-length:${utf8Length(frame.body)}`);
  return `${lines.join('\n')}\n\n${frame.body}\0`;
}

/** Where a body of `octets` UTF-8 octets that starts at `from` ends, or -1 if it is not all here. */
function endOfOctets(text: string, from: number, octets: number): number {
  let count = 0;
  let i = from;
  while (count < octets) {
    if (i >= text.length) return -1;
    const code = text.codePointAt(i) ?? 0;
    count += octetsOf(code);
    i += code >= 0x10000 ? 2 : 1;
  }
  if (count !== octets) throw new StompProtocolError('content-length cuts a character in two');
  return i;
}

export interface DecodedChunk {
  frames: StompFrame[];
  /** End-of-lines seen between frames: the peer's heart-beats. */
  heartbeats: number;
}

/**
 * A stateful decoder: transport messages may hold several frames, part of one, or only
 * heart-beats. A frame (or an unfinished one) longer than `maxFrameChars` is refused before it is
 * buffered further, so a peer cannot make the server hold an endless frame.
 */
export function createFrameDecoder({ maxFrameChars = STOMP_MAX_FRAME_CHARS } = {}) {
  let buffer = '';

  function parseOne(): StompFrame | null {
    const headEnd = buffer.search(/\r?\n\r?\n/);
    if (headEnd < 0) {
      if (buffer.length > maxFrameChars) throw new StompProtocolError('frame too large');
      return null;
    }
    const blank = /\r?\n\r?\n/.exec(buffer.slice(headEnd));
    const bodyStart = headEnd + (blank?.[0].length ?? 2);
    const [commandLine = '', ...headerLines] = buffer.slice(0, headEnd).split(/\r?\n/);
    if (!COMMANDS.has(commandLine)) {
      throw new StompProtocolError(`unknown command ${commandLine.slice(0, 32)}`);
    }
    const command = commandLine as StompCommand;
    const escape = escapes(command);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError('a header line without a name');
      const name = escape ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
      const raw = line.slice(colon + 1);
      if (!(name in headers)) headers[name] = escape ? unescapeHeader(raw) : raw;
    }
    let bodyEnd: number;
    const length = headers['content-length'];
    if (length !== undefined) {
      if (!/^\d{1,9}$/.test(length)) throw new StompProtocolError('content-length is not a number');
      bodyEnd = endOfOctets(buffer, bodyStart, Number(length));
      if (bodyEnd >= 0 && bodyEnd < buffer.length && buffer[bodyEnd] !== '\0') {
        throw new StompProtocolError('the body does not end where content-length says');
      }
      if (bodyEnd >= buffer.length) bodyEnd = -1;
    } else {
      bodyEnd = buffer.indexOf('\0', bodyStart);
    }
    if (bodyEnd < 0) {
      if (buffer.length > maxFrameChars) throw new StompProtocolError('frame too large');
      return null;
    }
    if (bodyEnd + 1 > maxFrameChars) throw new StompProtocolError('frame too large');
    const frame = { command, headers, body: buffer.slice(bodyStart, bodyEnd) };
    buffer = buffer.slice(bodyEnd + 1);
    return frame;
  }

  return {
    /** Adds a transport message; answers the frames it completed. Throws StompProtocolError. */
    push(chunk: string): DecodedChunk {
      buffer += chunk;
      const frames: StompFrame[] = [];
      let heartbeats = 0;
      for (;;) {
        const eol = /^\r?\n/.exec(buffer);
        if (eol) {
          heartbeats += 1;
          buffer = buffer.slice(eol[0].length);
          continue;
        }
        if (buffer === '' || buffer === '\r') break;
        const frame = parseOne();
        if (!frame) break;
        frames.push(frame);
      }
      return { frames, heartbeats };
    },
    /** Characters held for a frame not yet complete. */
    get pending(): number {
      return buffer.length;
    },
  };
}

export type FrameDecoder = ReturnType<typeof createFrameDecoder>;

/**
 * Heart-beat agreement (STOMP 1.2, "Heart-beating"): `heart-beat: cx,cy` from the client against
 * what the server can send (sx) and wants (sy). 0 means none in that direction.
 */
export function negotiateHeartbeat(
  clientHeader: string | undefined,
  server: { send: number; receive: number } = {
    send: STOMP_HEARTBEAT_MS,
    receive: STOMP_HEARTBEAT_MS,
  },
): { outgoing: number; incoming: number } {
  const match = /^(\d{1,9}),(\d{1,9})$/.exec(clientHeader?.trim() ?? '');
  const cx = match ? Number(match[1]) : 0;
  const cy = match ? Number(match[2]) : 0;
  return {
    outgoing: cy === 0 || server.send === 0 ? 0 : Math.max(server.send, cy),
    incoming: cx === 0 || server.receive === 0 ? 0 : Math.max(cx, server.receive),
  };
}
