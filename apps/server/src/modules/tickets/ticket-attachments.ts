import { Code, ValidationText } from '@portal/contracts';
import { ApiError } from '../../lib/api-error.js';
import { UPLOAD_PATH_PREFIX, type UploadService } from '../accounts/upload-service.js';

/** An upload id as the upload endpoint makes it, alone or at the end of the URL it answered. */
const UPLOAD_REFERENCE = /^(?:(?:https?:\/\/[^/?#]+)?\/uploads\/)?([A-Za-z0-9_-]{22})$/;

const notUploaded = () =>
  new ApiError(Code.MISSING_FIELD, `attachments: ${ValidationText.screenshotNotUploaded}`, 400);

export const attachmentUrl = (uploadId: string) => `${UPLOAD_PATH_PREFIX}${uploadId}`;

/**
 * The upload ids of a ticket's screenshots, each checked to be one of the player's own uploads:
 * someone else's picture is refused exactly like one that was never uploaded.
 */
export async function ownUploadIds(
  uploads: Pick<UploadService, 'isOwn'>,
  userId: number,
  references: readonly string[],
): Promise<string[]> {
  const ids = new Set<string>();
  for (const reference of references) {
    const uploadId = UPLOAD_REFERENCE.exec(reference)?.[1];
    if (uploadId === undefined) throw notUploaded();
    ids.add(uploadId);
  }
  for (const uploadId of ids) {
    if (!(await uploads.isOwn(userId, attachmentUrl(uploadId)))) throw notUploaded();
  }
  return [...ids];
}
