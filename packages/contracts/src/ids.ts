/** The highest id the API takes: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/**
 * An app id as `appIdSchema` reads it (a number, or text holding one, from 1 to MAX_ID), else
 * null. It needs no schema, so a page can read a shared link before any validation code loads.
 */
export function appIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}
