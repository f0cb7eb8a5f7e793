import { apiRoutes, type AnalyticsResponse } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';
import { withOsign } from '../../../lib/osign';

export interface TrackingPayload {
  [field: string]: string | number | undefined;
  event: string;
  clientId: string;
}

/** POST analytics/source/tracking, signed with the site's key. */
export const sendTracking = (
  payload: TrackingPayload,
  osignKey: string,
): Promise<AnalyticsResponse> =>
  apiCall(apiRoutes.tracking, withOsign(apiRoutes.tracking, payload, osignKey));
