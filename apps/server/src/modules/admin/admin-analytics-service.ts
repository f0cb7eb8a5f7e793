import {
  SignUpMethod,
  VIEW_PAGE_EVENT,
  type AttributionReport,
  type PageViewsReport,
  type PlaysReport,
  type SignUpsReport,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import {
  countEventsPerDay,
  countPlaysPerGame,
  countSignUpsByMethod,
  countSignUpsPerDay,
  countVisitsPerChannel,
  type Period,
} from './admin-analytics-repository.js';
import { pageOf, pageWindow, type PageRequest } from './admin-page.js';

const DAY_MS = 86_400_000;

interface Range {
  from: string;
  to: string;
}

/** From the start of `from` to the end of `to`, UTC. */
const periodOf = ({ from, to }: Range): Period => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
});

/** Every day of the period, so a chart shows the quiet days as zero. */
function everyDay({ from, to }: Range): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The publisher's reports: every count is made by the database, over whole UTC days. */
export function createAdminAnalyticsService(db: Db) {
  return {
    async pageViews(range: Range): Promise<PageViewsReport> {
      const rows = await countEventsPerDay(db, VIEW_PAGE_EVENT, periodOf(range));
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const days = everyDay(range).map((date) => ({
        date,
        views: byDay.get(date)?.views ?? 0,
        visitors: byDay.get(date)?.visitors ?? 0,
      }));
      return { ...range, totalViews: days.reduce((sum, d) => sum + d.views, 0), days };
    },

    async signUps(range: Range): Promise<SignUpsReport> {
      const period = periodOf(range);
      const [methods, perDay] = await Promise.all([
        countSignUpsByMethod(db, period),
        countSignUpsPerDay(db, period),
      ]);
      const byMethod = new Map(methods.map((row) => [row.method, row.count]));
      const byDay = new Map(perDay.map((row) => [row.day, row.count]));
      return {
        ...range,
        total: methods.reduce((sum, row) => sum + row.count, 0),
        methods: SignUpMethod.map((method) => ({ method, count: byMethod.get(method) ?? 0 })),
        days: everyDay(range).map((date) => ({ date, count: byDay.get(date) ?? 0 })),
      };
    },

    async plays(input: Range & PageRequest): Promise<PlaysReport> {
      const { rows, totalPlays, groups } = await countPlaysPerGame(
        db,
        periodOf(input),
        pageWindow(input),
      );
      return {
        from: input.from,
        to: input.to,
        totalPlays,
        gameList: rows,
        ...pageOf(input, groups),
      };
    },

    async attribution(input: Range & PageRequest): Promise<AttributionReport> {
      const { rows, totalVisits, groups } = await countVisitsPerChannel(
        db,
        periodOf(input),
        pageWindow(input),
      );
      return {
        from: input.from,
        to: input.to,
        totalVisits,
        channelList: rows,
        ...pageOf(input, groups),
      };
    },
  };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
