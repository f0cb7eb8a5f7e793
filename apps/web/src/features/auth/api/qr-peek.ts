import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/** Whose account a play-on-mobile link continues, without using the link. */
export const qrPeek = (qr: string) => apiCall(apiRoutes.qrPeek, { qr }, { global: false });
