import { UPLOAD_IMAGE_TYPES } from '@portal/contracts';

/** Bytes as the console shows them: "740 KB", "4.2 MB". */
export const sizeText = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * The server's picture rules, checked before a long upload so a wrong file is refused at once.
 * The server checks again from the bytes themselves; its answer is the one that counts.
 */
export function pictureProblem(file: File, maxBytes: number, label: string): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Please upload a PNG, JPEG, GIF or WebP image.';
  }
  if (file.size > maxBytes) return `The ${label} can be at most ${sizeText(maxBytes)}.`;
  return null;
}
