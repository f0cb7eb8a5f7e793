import { apiRoutes } from '@portal/contracts';
import { apiUpload } from '../../../lib/api-client';

/** One screenshot, uploaded before the ticket (or reply) that names it is sent. */
export const uploadScreenshot = (file: Blob) => apiUpload(apiRoutes.upload, file);
