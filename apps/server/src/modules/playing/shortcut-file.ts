import { gamePageUrl } from './game-page-url.js';

/** The characters no desktop accepts in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
const FILE_NAME_MAX = 100;

/** Percent-encoding for `filename*` (RFC 8187), which allows fewer characters than a URI. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface ShortcutFile {
  fileName: string;
  body: string;
  contentDisposition: string;
}

/**
 * A Windows Internet Shortcut (`.url`) that opens the game's page on this portal; browsers and
 * desktops on other systems open it as a link too.
 */
export function shortcutFile(
  game: { appId: number; appName: string },
  publicUrl: string,
): ShortcutFile {
  const url = gamePageUrl(publicUrl, game.appId);
  const name =
    game.appName
      .replace(UNSAFE_IN_FILE_NAME, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, FILE_NAME_MAX) || `game-${game.appId}`;
  const fileName = `${name}.url`;
  // Old clients read only `filename`, so it carries an ASCII form; `filename*` keeps the real name.
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return {
    fileName,
    body: `[InternetShortcut]\nURL=${url}\n`,
    contentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`,
  };
}
