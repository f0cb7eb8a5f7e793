import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/** A new captcha image for this client id (the envelope carries it). */
export const getGraphCaptcha = async (): Promise<string> =>
  (await apiCall(apiRoutes.graphCaptcha, {}, { global: false })).graphCaptcha;
