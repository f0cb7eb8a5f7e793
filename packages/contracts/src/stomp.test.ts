import { describe, expect, it } from 'vitest';
import {
  createFrameDecoder,
  encodeFrame,
  negotiateHeartbeat,
  negotiateVersion,
  STOMP_MAX_FRAME_CHARS,
  STOMP_VERSIONS,
  StompProtocolError,
  type StompFrame,
  utf8Length,
} from './stomp.js';

const decodeAll = (...chunks: string[]) => {
  const decoder = createFrameDecoder();
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  for (const chunk of chunks) {
    const out = decoder.push(chunk);
    frames.push(...out.frames);
    heartbeats += out.heartbeats;
  }
  return { frames, heartbeats, pending: decoder.pending };
};

describe('encodeFrame', () => {
  it('writes command, headers, a blank line, the body and NUL, with content-length in octets', () => {
    const text = encodeFrame({
      command: 'MESSAGE',
      headers: { destination: '/topic/notify', 'message-id': '7' },
      body: 'héllo',
    });
    expect(text).toBe(
      'MESSAGE\ndestination:/topic/notify\nmessage-id:7\ncontent-length:6\n\nhéllo\0',
    );
  });

  it('leaves content-length out of a frame without a body', () => {
    expect(encodeFrame({ command: 'RECEIPT', headers: { 'receipt-id': 'r1' }, body: '' })).toBe(
      'RECEIPT\nreceipt-id:r1\n\n\0',
    );
  });

  it('escapes header names and values except on CONNECT and CONNECTED', () => {
    const error = encodeFrame({
      command: 'ERROR',
      headers: { message: 'a:b\nc\\d\re' },
      body: '',
    });
    expect(error).toBe('ERROR\nmessage:a\\cb\\nc\\\\d\\re\n\n\0');
    const connected = encodeFrame({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': '10000,10000' },
      body: '',
    });
    expect(connected).toBe('CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0');
  });

  it('round-trips through the decoder, escapes and multi-byte bodies included', () => {
    const frame: StompFrame = {
      command: 'SEND',
      headers: { destination: '/push/bind', note: 'x:y\\z\nw' },
      body: '{"userid":"12","emoji":"🎮"}',
    };
    const { frames } = decodeAll(encodeFrame(frame));
    // 26 one-octet characters and a four-octet emoji.
    expect(utf8Length(frame.body)).toBe(30);
    expect(frames).toEqual([{ ...frame, headers: { ...frame.headers, 'content-length': '30' } }]);
  });
});

describe('createFrameDecoder', () => {
  it('reads a frame split across transport messages', () => {
    const text = encodeFrame({
      command: 'SUBSCRIBE',
      headers: { id: 'sub-0', destination: '/topic/notify' },
      body: '',
    });
    const { frames, pending } = decodeAll(text.slice(0, 5), text.slice(5, 20), text.slice(20));
    expect(frames).toEqual([
      { command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/topic/notify' }, body: '' },
    ]);
    expect(pending).toBe(0);
  });

  it('reads several frames and heart-beats from one transport message', () => {
    const a = encodeFrame({ command: 'SEND', headers: { destination: '/a' }, body: 'one' });
    const b = encodeFrame({ command: 'DISCONNECT', headers: { receipt: '9' }, body: '' });
    const { frames, heartbeats } = decodeAll(`\n${a}\r\n\n${b}\n`);
    expect(frames.map((f) => f.command)).toEqual(['SEND', 'DISCONNECT']);
    expect(frames[0]?.body).toBe('one');
    expect(heartbeats).toBe(4);
  });

  it('counts a lone heart-beat and holds nothing', () => {
    expect(decodeAll('\n')).toEqual({ frames: [], heartbeats: 1, pending: 0 });
    expect(decodeAll('\r', '\n')).toEqual({ frames: [], heartbeats: 1, pending: 0 });
  });

  it('takes a body with NUL inside when content-length covers it', () => {
    const { frames } = decodeAll('SEND\ndestination:/a\ncontent-length:3\n\na\0b\0');
    expect(frames[0]?.body).toBe('a\0b');
  });

  it('waits for a content-length body split in the middle of a multi-byte character', () => {
    const text = encodeFrame({ command: 'SEND', headers: { destination: '/a' }, body: 'ab🎮c' });
    const cut = text.indexOf('🎮') + 1;
    const decoder = createFrameDecoder();
    expect(decoder.push(text.slice(0, cut)).frames).toEqual([]);
    expect(decoder.push(text.slice(cut)).frames[0]?.body).toBe('ab🎮c');
  });

  it('accepts CRLF line ends and keeps the first of repeated headers', () => {
    const { frames } = decodeAll('SEND\r\ndestination:/first\r\ndestination:/second\r\n\r\nhi\0');
    expect(frames[0]?.headers.destination).toBe('/first');
    expect(frames[0]?.body).toBe('hi');
  });

  it('does not unescape CONNECT headers', () => {
    const { frames } = decodeAll('CONNECT\nlogin:a\\cb\naccept-version:1.2\n\n\0');
    expect(frames[0]?.headers.login).toBe('a\\cb');
  });

  it.each([
    ['an unknown command', 'HELLO\n\n\0'],
    ['an undefined escape', 'SEND\ndestination:/a\\t\n\n\0'],
    ['a header without a name', 'SEND\n:x\n\n\0'],
    ['a content-length that is not a number', 'SEND\ncontent-length:abc\n\nx\0'],
    ['a body longer than content-length says', 'SEND\ncontent-length:1\n\nxy\0'],
  ])('refuses %s', (_, text) => {
    expect(() => decodeAll(text)).toThrow(StompProtocolError);
  });

  it('refuses a frame over the limit, complete or still arriving', () => {
    const body = 'x'.repeat(STOMP_MAX_FRAME_CHARS);
    expect(() => decodeAll(`SEND\ndestination:/a\n\n${body}\0`)).toThrow('frame too large');
    const decoder = createFrameDecoder();
    decoder.push('SEND\ndestination:/a\n\n');
    expect(() => decoder.push(body)).toThrow('frame too large');
    expect(() => createFrameDecoder().push(`SEND\n${'h'.repeat(STOMP_MAX_FRAME_CHARS)}`)).toThrow(
      'frame too large',
    );
  });

  it('accepts a frame of exactly the limit', () => {
    const head = 'SEND\ndestination:/a\n\n';
    const body = 'x'.repeat(STOMP_MAX_FRAME_CHARS - head.length - 1);
    expect(decodeAll(`${head}${body}\0`).frames[0]?.body).toHaveLength(body.length);
  });
});

describe('negotiateHeartbeat', () => {
  it('takes the larger of what one side offers and the other wants, 0 meaning none', () => {
    expect(negotiateHeartbeat('10000,10000')).toEqual({ outgoing: 10000, incoming: 10000 });
    expect(negotiateHeartbeat('4000,20000')).toEqual({ outgoing: 20000, incoming: 10000 });
    expect(negotiateHeartbeat('0,0')).toEqual({ outgoing: 0, incoming: 0 });
    expect(negotiateHeartbeat('5000,0')).toEqual({ outgoing: 0, incoming: 10000 });
    expect(negotiateHeartbeat(undefined)).toEqual({ outgoing: 0, incoming: 0 });
    expect(negotiateHeartbeat('x,y')).toEqual({ outgoing: 0, incoming: 0 });
  });
});

describe('version negotiation', () => {
  it('agrees on the highest version both sides speak, in any order or combination', () => {
    expect(negotiateVersion('1.2')).toBe('1.2');
    expect(negotiateVersion('1.1')).toBe('1.1');
    expect(negotiateVersion('1.0')).toBe('1.0');
    expect(negotiateVersion('1.1,1.0')).toBe('1.1');
    expect(negotiateVersion('1.0,1.1,1.2')).toBe('1.2');
    expect(negotiateVersion('1.2, 1.0')).toBe('1.2');
    expect(negotiateVersion('1.0,2.0')).toBe('1.0');
  });

  it('takes a CONNECT without accept-version for 1.0, and none in common for no version', () => {
    expect(negotiateVersion(undefined)).toBe('1.0');
    expect(negotiateVersion('2.0')).toBeNull();
    expect(negotiateVersion('')).toBeNull();
  });

  it('speaks 1.0, 1.1 and 1.2', () => {
    expect(STOMP_VERSIONS).toEqual(['1.0', '1.1', '1.2']);
  });
});

describe('header escaping by version', () => {
  const frame: StompFrame = {
    command: 'MESSAGE',
    headers: { note: 'a:b\\c\nd\re' },
    body: '',
  };

  it('1.2 escapes backslash, colon, new line and carriage return', () => {
    expect(encodeFrame(frame, '1.2')).toContain('note:a\\cb\\\\c\\nd\\re\n');
  });

  it('1.1 escapes all but the carriage return, which it has no escape for', () => {
    expect(encodeFrame(frame, '1.1')).toContain('note:a\\cb\\\\c\\nd\re\n');
  });

  it('1.0 escapes nothing', () => {
    expect(encodeFrame({ ...frame, headers: { note: 'a\\cb' } }, '1.0')).toContain('note:a\\cb\n');
  });

  it('the decoder reads the frames after a CONNECT in the version it agreed', () => {
    const connect = 'CONNECT\naccept-version:1.0\n\n\0';
    const send = 'SEND\ndestination:/push/bind\nnote:a\\cb\n\n{}\0';
    const decoder = createFrameDecoder();
    const { frames } = decoder.push(connect + send);
    expect(decoder.version).toBe('1.0');
    expect(frames[1]?.headers.note).toBe('a\\cb');
    const v12 = createFrameDecoder();
    expect(v12.push('CONNECT\naccept-version:1.2\n\n\0' + send).frames[1]?.headers.note).toBe(
      'a:b',
    );
  });

  it('1.1 refuses the \\r escape, which only 1.2 defines', () => {
    const decoder = createFrameDecoder();
    decoder.push('CONNECT\naccept-version:1.1,1.0\n\n\0');
    expect(decoder.version).toBe('1.1');
    expect(() => decoder.push('SEND\ndestination:/x\nnote:a\\rb\n\n\0')).toThrow(
      StompProtocolError,
    );
  });

  it("the client's decoder follows the version of CONNECTED", () => {
    const decoder = createFrameDecoder();
    decoder.push('CONNECTED\nversion:1.1\n\n\0');
    expect(decoder.version).toBe('1.1');
    decoder.push('CONNECTED\n\n\0');
    expect(decoder.version).toBe('1.0');
  });
});
