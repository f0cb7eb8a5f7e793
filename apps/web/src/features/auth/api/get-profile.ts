import { apiRoutes, type RequestOf, type Endpoints } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

export const getProfile = () => apiCall(apiRoutes.profile, {});

/**
 * Whose the given session fields are (a link's tokens, not this browser's cookies); the caller
 * answers every refusal itself, so the catalogue's reactions stay off.
 */
export const getProfileOf = (fields: RequestOf<Endpoints['profile']>) =>
  apiCall(apiRoutes.profile, fields, { global: false });
