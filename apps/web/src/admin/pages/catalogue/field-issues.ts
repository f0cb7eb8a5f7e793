import type { z } from 'zod';
import { fieldErrorOf } from '../../../lib/field-error';

/** Problems of a form, by field name; `form` holds what belongs to no one field. */
export type FieldIssues = Record<string, string>;

/**
 * The first problem of each field found by a contracts schema. Nested paths are joined
 * (`howToPlay.2`) so a list's entries can show their own problem.
 */
export function issuesOf(error: z.ZodError): FieldIssues {
  const issues: FieldIssues = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    issues[key] ??= issue.message;
  }
  return issues;
}

/** A refusal of the server, under the field it names when it names one. */
export function serverIssues(error: unknown): FieldIssues {
  const { field, text } = fieldErrorOf(error);
  return { [field ?? 'form']: text };
}
