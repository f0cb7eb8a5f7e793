import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Every file under a folder, as paths relative to it with `/` separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/**
 * Writes the games origin's service worker (`pwa/service-worker.js`) to /sw.js: every built-in
 * game's page (by the address the portal frames, `/<slug>/`), bundle and artwork in its precache
 * list, and a version made from that list, so a new build replaces the last one's files.
 */
export function gamesServiceWorker(publicDir: string): Plugin {
  return {
    name: 'games-service-worker',
    // After the HTML plugin, so that the games' pages are in the bundle.
    enforce: 'post',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const template = await readFile(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
      const built = Object.keys(bundle).map((fileName) =>
        fileName.endsWith('/index.html')
          ? `/${fileName.slice(0, -'index.html'.length)}`
          : `/${fileName}`,
      );
      // The share card images are for other sites' previews, and the SVGs are the sources of the
      // WebP artwork the portal shows: neither is shown offline.
      const art = (await filesUnder(publicDir))
        .filter((file) => !file.endsWith('/share.jpg') && !/\/art\/[^/]+\.svg$/.test(file))
        .map((file) => `/${file}`);
      const precache = [...new Set([...built, ...art])].sort();
      const version = createHash('sha256')
        .update(template)
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('self.__PRECACHE__', JSON.stringify(precache))
          .replace('self.__VERSION__', JSON.stringify(version)),
      });
    },
  };
}
