import { adminCatalogueEndpoints, type AdminImageResponse } from '@portal/contracts';
import { adminUpload } from '../../api/admin-request';

/** A picture for a banner or a story: `path` is what a form sends back, `url` where it shows. */
export const uploadImage = (file: File): Promise<AdminImageResponse> =>
  adminUpload(adminCatalogueEndpoints.imageUpload, {}, file);
