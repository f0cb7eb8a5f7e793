import { apiRoutes } from '@portal/contracts';
import { apiUpload } from '../../../lib/api-client';

/** The picture is stored first; the profile takes its address when the player saves. */
export const uploadAvatar = (file: Blob) => apiUpload(apiRoutes.upload, file);
