import { negotiate } from '@fastify/accept-negotiator';
import { ok } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** Smaller answers gain less from compression than the client's decoder costs. */
const MIN_COMPRESSED_LENGTH = 1_024;

/**
 * Brotli at quality 5 compresses a page of games about as well as 11 does, in a fraction of the
 * time; the text is JSON, so the encoder is told so.
 */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/**
 * A ready JSON envelope (or page). One that a cache keeps (`reused`) is also sent compressed to clients that
 * take it: each coding is made on first ask and kept with the answer, so it costs once per cache
 * entry rather than once per request.
 */
export class PreSerialised {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;
  private bytes: Buffer | undefined;

  constructor(
    readonly json: string,
    readonly reused = false,
    /** The response cache's key of a reused answer. */
    readonly key?: string,
  ) {}

  /** The JSON text as bytes: made once, so a reused answer is not encoded anew for each request. */
  get buffer(): Buffer {
    return (this.bytes ??= Buffer.from(this.json));
  }

  /** The coding to send for this Accept-Encoding, or null for the JSON text itself. */
  codingFor(acceptEncoding: string | undefined): ContentCoding | null {
    if (!this.reused || !acceptEncoding || this.json.length < MIN_COMPRESSED_LENGTH) return null;
    return negotiate<ContentCoding>(acceptEncoding, ['br', 'gzip']);
  }

  encoded(coding: ContentCoding): Buffer {
    if (coding === 'br') return (this.br ??= brotliCompressSync(this.json, BROTLI));
    return (this.gzip ??= gzipSync(this.json));
  }
}

/**
 * Sends a ready text (its content type already set) by the request's Accept-Encoding: in a coding
 * the client takes, else as it is.
 */
export function sendPreSerialised(
  reply: FastifyReply,
  acceptEncoding: string | undefined,
  text: PreSerialised,
): FastifyReply {
  const coding = text.codingFor(acceptEncoding);
  if (!coding) return reply.send(text.reused ? text.buffer : text.json);
  return reply.header('content-encoding', coding).send(text.encoded(coding));
}

/**
 * The success envelope of `data` with its list `key`, given empty in `data`, filled with `items`,
 * each already JSON: a page made of kept parts is stringified only in its own fields. The other
 * fields of `data` must hold no text that spells `"key":[]` (numbers do not).
 */
export function envelopeWithList<K extends string>(
  data: Record<K, readonly never[]> & Record<string, unknown>,
  key: K,
  items: readonly string[],
): PreSerialised {
  const json = JSON.stringify(ok(data));
  const empty = `"${key}":[]`;
  const at = json.indexOf(empty);
  if (at === -1) throw new Error(`no empty ${key} in the envelope`);
  const inside = at + empty.length - 1;
  return new PreSerialised(json.slice(0, inside) + items.join(',') + json.slice(inside));
}
