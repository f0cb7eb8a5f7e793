import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';

/** Saves a file through a temporary link, as a browser download under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The `.url` shortcut that opens the game on this portal; named by the server. */
export async function downloadShortcut(appId: number, appName: string): Promise<string> {
  const { blob, fileName } = await apiFile(apiRoutes.shortcut, { appId });
  const name = fileName ?? `${appName}.url`;
  saveFile(blob, name);
  return name;
}

export const useShortcutDownload = () =>
  useMutation({
    mutationFn: ({ appId, appName }: { appId: number; appName: string }) =>
      downloadShortcut(appId, appName),
  });
