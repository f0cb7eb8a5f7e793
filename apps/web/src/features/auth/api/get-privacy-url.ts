import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/** The policy the player still has to agree to, or "-1" once agreed. */
export const getPrivacyUrl = async (): Promise<string> =>
  (await apiCall(apiRoutes.privacyUrl, {})).privacyUrl;
