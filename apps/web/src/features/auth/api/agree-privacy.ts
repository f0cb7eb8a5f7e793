import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

export const agreePrivacy = () => apiCall(endpoints.privacyAgree, {});
