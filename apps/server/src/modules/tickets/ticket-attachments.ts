import { Code, ValidationText } from '@portal/contracts';
import { ApiError } from '../../lib/api-error.js';
import { isUploadId, storedUploadUrl } from '../accounts/upload-address.js';
import type { UploadService } from '../accounts/upload-service.js';

const notUploaded = () =>
  new ApiError(Code.MISSING_FIELD, `attachments: ${ValidationText.screenshotNotUploaded}`, 400);

/**
 * The upload ids of a ticket's screenshots, each named by the address the upload endpoint
 * answered (or by its id alone) and checked to be one of the player's own uploads: someone else's
 * picture is refused exactly like one that was never uploaded.
 */
export async function ownUploadIds(
  uploads: Pick<UploadService, 'ownId'>,
  userId: number,
  references: readonly string[],
): Promise<string[]> {
  const ids = new Set<string>();
  for (const reference of new Set(references)) {
    const address = isUploadId(reference) ? storedUploadUrl(reference) : reference;
    const uploadId = await uploads.ownId(userId, address);
    if (uploadId === undefined) throw notUploaded();
    ids.add(uploadId);
  }
  return [...ids];
}
