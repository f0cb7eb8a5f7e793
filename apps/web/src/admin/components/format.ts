import { formatDate } from '@portal/contracts';

/** Dates in the console: the spec's date helper, with the time. */
export const when = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '—' : formatDate(ms, true);
