/**
 * STOMP frames (1.0, 1.1 and 1.2, https://stomp.github.io) as both halves of the portal speak them
 * over SockJS: the text transport delivers strings, so the codec works on strings and counts
 * `content-length` in UTF-8 octets as the specification asks. The version a conversation agreed
 * decides how header values are escaped: 1.0 not at all, 1.1 `\\`, `\n` and `\c`, 1.2 also `\r`.
 */

/** Spec section 9: the socket's frame limit and heart-beats. */
export const STOMP_MAX_FRAME_CHARS = 16_384;
export const STOMP_HEARTBEAT_MS = 10_000;
/** The versions the server speaks, oldest first; it agrees on the highest one both offer. */
export const STOMP_VERSIONS = ['1.0', '1.1', '1.2'] as const;
export type StompVersion = (typeof STOMP_VERSIONS)[number];
/** The newest version, which the site asks for. */
export const STOMP_VERSION: StompVersion = '1.2';
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

/**
 * The version of a CONNECT (or STOMP) frame's `accept-version`: the highest one both sides speak.
 * A client that sends no `accept-version` speaks 1.0 (STOMP 1.1, "Protocol Negotiation"); null
 * when it offers none of ours.
 */
export function negotiateVersion(acceptVersion: string | undefined): StompVersion | null {
  if (acceptVersion === undefined) return '1.0';
  const offered = new Set(acceptVersion.split(',').map((v) => v.trim()));
  for (const version of [...STOMP_VERSIONS].reverse()) if (offered.has(version)) return version;
  return null;
}

const isStompVersion = (value: string | undefined): value is StompVersion =>
  (STOMP_VERSIONS as readonly string[]).includes(value ?? '');

/** CONNECT and CONNECTED are never escaped (STOMP 1.2); 1.0 escapes nothing. */
const escapes = (command: string, version: StompVersion) =>
  version !== '1.0' && command !== 'CONNECT' && command !== 'CONNECTED';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', ':': '\\c', '\r': '\\r' };

/** 1.1 has no escape for a carriage return; it passes as it is. */
const escapeHeader = (value: string, version: StompVersion) =>
  value.replace(version === '1.1' ? /[\\\n:]/g : /[\\\r\n:]/g, (c) => ESCAPES[c] ?? c);

function unescapeHeader(value: string, version: StompVersion): string {
  return value.replace(/\\(.?)/g, (_, c: string) => {
    switch (c) {
      case 'r':
        if (version === '1.1') break;
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
    }
    throw new StompProtocolError(`undefined escape sequence \\${c} in a header`);
  });
}

const octetsOf = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** UTF-8 octets of a text: what `content-length` counts. */
export function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) octets += octetsOf(char.codePointAt(0) ?? 0);
  return octets;
}

/**
 * One frame as text in the given version (1.2 unless told), with `content-length` whenever it has
 * a body, ended by NUL.
 */
export function encodeFrame(frame: StompFrame, version: StompVersion = STOMP_VERSION): string {
  const escape = escapes(frame.command, version);
  const lines: string[] = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name === 'content-length') continue;
    lines.push(
      escape
        ? `${escapeHeader(name, version)}:${escapeHeader(value, version)}`
        : `${name}:${value}`,
    );
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
 * buffered further, so a peer cannot make the server hold an endless frame. It follows the
 * version of the conversation: from a CONNECT's `accept-version` (the server's side) or a
 * CONNECTED's `version` (the client's), so the frames after it in the same message are read
 * right; before that it reads 1.2.
 */
export function createFrameDecoder({ maxFrameChars = STOMP_MAX_FRAME_CHARS } = {}) {
  let buffer = '';
  let version: StompVersion = STOMP_VERSION;

  function follow(frame: StompFrame): void {
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      version = negotiateVersion(frame.headers['accept-version']) ?? version;
    } else if (frame.command === 'CONNECTED') {
      const agreed = frame.headers.version;
      version = isStompVersion(agreed) ? agreed : agreed === undefined ? '1.0' : version;
    }
  }

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
    const escape = escapes(command, version);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError('a header line without a name');
      const name = escape ? unescapeHeader(line.slice(0, colon), version) : line.slice(0, colon);
      const raw = line.slice(colon + 1);
      if (!(name in headers)) headers[name] = escape ? unescapeHeader(raw, version) : raw;
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
        follow(frame);
        frames.push(frame);
      }
      return { frames, heartbeats };
    },
    /** The version the decoder reads in (see above). */
    get version(): StompVersion {
      return version;
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
