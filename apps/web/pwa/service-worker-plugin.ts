import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The console is for the publisher's staff: its bundles are not part of the players' shell. */
const CONSOLE = `${path.sep}src${path.sep}admin${path.sep}`;

/** Files of public/ the installed app shows before anything else. */
const APP_FILES = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk =>
  item?.type === 'chunk';

/** Every file the players' pages load: the entry and the chunks and styles it imports. */
function playerFiles(bundle: OutputBundle): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) return;
    if (chunk.facadeModuleId?.includes(CONSOLE)) return;
    seen.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
    chunk.viteMetadata?.importedAssets.forEach((file) => seen.add(file));
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  Object.values(bundle)
    .filter((item): item is OutputChunk => isChunk(item) && item.isEntry)
    .forEach((entry) => visit(entry.fileName));
  return [...seen].map((fileName) => `/${fileName}`);
}

/**
 * Writes the service worker (`pwa/service-worker.js`) to /sw.js with this build's shell in its
 * precache list and a version made from that list, so each deploy installs a new worker that
 * drops the last deploy's shell.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'portal-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const template = await readFile(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
      const precache = [...APP_FILES, ...playerFiles(bundle).sort()];
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
