import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

export const getProfile = () => apiCall(endpoints.profile, {});
