import { apiRoutes, type AnalyticsResponse } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';
import { withOsign } from '../../../lib/osign';

export interface AttributionPayload {
  [field: string]: string | number | undefined;
  clientId: string;
}

/** GET analytics/source/attribution, signed with the site's key. */
export const sendAttribution = (
  payload: AttributionPayload,
  osignKey: string,
): Promise<AnalyticsResponse> =>
  apiCall(apiRoutes.attribution, withOsign(apiRoutes.attribution, payload, osignKey));
