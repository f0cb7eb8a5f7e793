import { z } from 'zod';
import { Code } from './codes.js';

/** Every response body: `code` 200 is success; anything else is a code of the catalogue. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: Code.SUCCESS, msg, data });

export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

/**
 * What the server accepts of the common request envelope (`buildCommonEnvelope`): all optional,
 * bounded, never trusted for identity.
 */
export const commonEnvelopeSchema = z.object({
  sdkVer: z.string().max(16).optional(),
  sdkType: z.string().max(16).optional(),
  runPlatform: z.string().max(16).optional(),
  os: z.string().max(64).optional(),
  clientId: z.string().max(64).optional(),
  gamePlatform: z.string().max(32).optional(),
  browser: z.string().max(64).optional(),
  browserVersion: z.string().max(64).optional(),
  browserType: z.string().max(16).optional(),
  locale: z.string().max(16).optional(),
  v: z.string().max(32).optional(),
});
