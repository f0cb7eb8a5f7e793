import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

const NUL = '\u0000';
/** Half of a UTF-16 surrogate pair without its other half: no Unicode character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

/**
 * Why PostgreSQL could not take a text, or null when it can: it refuses NUL in any text, and a
 * lone surrogate in JSON (where JSON.stringify keeps it as a `\ud800` escape); either refusal
 * fails the whole statement.
 */
function unstorable(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode text';
  return null;
}

export interface UnstorableText {
  path: string[];
  problem: string;
}

/** The first text (a value or a key) that PostgreSQL could not take, however deep. */
export function findUnstorableText(value: unknown, depth = 0): UnstorableText | null {
  if (typeof value === 'string') {
    const problem = unstorable(value);
    return problem ? { path: [], problem } : null;
  }
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return null;
  // Runs on every validated request: keys, not entries, to allocate as little as possible.
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const problem = unstorable(key);
    if (problem) return { path: [key], problem };
    const below = findUnstorableText(record[key], depth + 1);
    if (below) return { path: [key, ...below.path], problem: below.problem };
  }
  return null;
}

/**
 * No field of the API may hand the services text the database cannot store, which would end as
 * a server error: it is refused with the other validation problems, naming the field.
 */
const storableText = z.unknown().superRefine((value, ctx) => {
  const found = findUnstorableText(value);
  if (found) ctx.addIssue({ code: 'custom', message: found.problem, path: found.path });
});

/**
 * The zod validator of every route, with the text check after the route's own schema: a field
 * whose schema cleans its text (ticket text drops control characters) keeps doing so, and only
 * what would still reach the database is refused. The check's schema runs only for a value that
 * fails it, to word the refusal as zod would.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const refuse = zodValidatorCompiler({ ...route, schema: storableText });
  return (data) => {
    const result = validate(data);
    if (typeof result !== 'object' || 'then' in result || result.error) return result;
    return findUnstorableText(result.value) ? refuse(result.value) : result;
  };
};
