import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

export const getProfile = () => apiCall(apiRoutes.profile, {});
