import { analyticsRangeRequestSchema } from '@portal/contracts';

const DAY_MS = 86_400_000;

export interface DateRange {
  from: string;
  to: string;
}

/** Reports count whole UTC days, so "today" is the UTC calendar day. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days, today included. */
export const lastDays = (days: number, now: number = Date.now()): DateRange => ({
  from: utcDay(now - (days - 1) * DAY_MS),
  to: utcDay(now),
});

/** What is wrong with a range, in the contract's words, or null for a good one. */
export function rangeProblem(range: DateRange): string | null {
  const parsed = analyticsRangeRequestSchema.safeParse(range);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return 'Please choose a valid period.';
  // A date that is no date says so in zod's words; the period's own checks are already plain.
  return issue.code === 'custom' ? issue.message : 'Please enter both dates.';
}
