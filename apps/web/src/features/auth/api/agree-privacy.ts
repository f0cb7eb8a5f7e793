import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

export const agreePrivacy = () => apiCall(apiRoutes.privacyAgree, {});
