import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';

/** The longest period a report covers, in days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** Days are UTC calendar days, YYYY-MM-DD. */
const daySchema = z.iso.date();

/** The days of a period, both ends included. */
export const periodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const rangeFields = { from: daySchema, to: daySchema };

function checkRange(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = periodDays(value.from, value.to);
  if (days < 1) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The period ends before it starts.' });
  } else if (days > ANALYTICS_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report covers at most ${ANALYTICS_MAX_DAYS} days.`,
    });
  }
}

/** A period of whole UTC days, `from` to `to` included. */
export const analyticsRangeRequestSchema = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsRangeRequest = z.input<typeof analyticsRangeRequestSchema>;

export const analyticsPagedRangeRequestSchema = z
  .object({
    ...rangeFields,
    page: pageSchema,
    pageSize: pageSizeSchema(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  })
  .superRefine(checkRange);
export type AnalyticsPagedRangeRequest = z.input<typeof analyticsPagedRangeRequestSchema>;

/** Page views (tracking event ghw_h5_view_page) per day; every day of the period is listed. */
export const pageViewsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totalViews: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      views: z.number().int(),
      /** Distinct client ids. */
      visitors: z.number().int(),
    }),
  ),
});
export type PageViewsReport = z.infer<typeof pageViewsReportSchema>;

/** How an account was made: a password account, a social account or a device (guest). */
export const SignUpMethod = ['EMAIL', 'MOBILE', 'GOOGLE', 'FACEBOOK', 'GUEST', 'OTHER'] as const;
export type SignUpMethodValue = (typeof SignUpMethod)[number];

/** Accounts created in the period, by method and by day (every day listed). */
export const signUpsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  methods: z.array(z.object({ method: z.enum(SignUpMethod), count: z.number().int() })),
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type SignUpsReport = z.infer<typeof signUpsReportSchema>;

/** Plays per game in the period, most played first. */
export const playsReportSchema = pagedSchema.extend({
  from: z.string(),
  to: z.string(),
  totalPlays: z.number().int(),
  gameList: z.array(
    z.object({
      appId: z.number().int(),
      appName: z.string(),
      plays: z.number().int(),
      /** Distinct players. */
      players: z.number().int(),
    }),
  ),
});
export type PlaysReport = z.infer<typeof playsReportSchema>;

/** Attribution reports per channel in the period, most visits first; "" is no channel. */
export const attributionReportSchema = pagedSchema.extend({
  from: z.string(),
  to: z.string(),
  totalVisits: z.number().int(),
  channelList: z.array(
    z.object({
      channelId: z.string(),
      visits: z.number().int(),
      /** Distinct client ids. */
      visitors: z.number().int(),
      /** Distinct signed-in players among them. */
      players: z.number().int(),
    }),
  ),
});
export type AttributionReport = z.infer<typeof attributionReportSchema>;
