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
