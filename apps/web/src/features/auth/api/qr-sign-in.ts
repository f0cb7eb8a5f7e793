import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/**
 * Uses a play-on-mobile link (once) and signs this browser in as its player; the server sets
 * the session's cookies as a login does, and answers the game to start.
 */
export const qrSignIn = (qr: string) => apiCall(apiRoutes.qrSignIn, { qr }, { global: false });
