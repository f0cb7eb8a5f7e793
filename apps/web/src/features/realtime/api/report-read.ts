import { apiRoutes, type PushReadResponse } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/** GET /api/user/push/read: the newest push the player has seen at a location. */
export const reportRead = (args: {
  pushId: number;
  redDotLocation: number;
  area?: string;
}): Promise<PushReadResponse> => apiCall(apiRoutes.pushRead, args);
