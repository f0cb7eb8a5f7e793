import { adminEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import type { AdminAnalyticsService } from './admin-analytics-service.js';

/** The reports; registered behind the admin guard. */
export function adminAnalyticsRoutes(scope: FastifyInstance, analytics: AdminAnalyticsService) {
  defineRoute(scope, adminEndpoints.analyticsPageViews, (input) => analytics.pageViews(input));
  defineRoute(scope, adminEndpoints.analyticsSignUps, (input) => analytics.signUps(input));
  defineRoute(scope, adminEndpoints.analyticsPlays, (input) => analytics.plays(input));
  defineRoute(scope, adminEndpoints.analyticsAttribution, (input) => analytics.attribution(input));
}
