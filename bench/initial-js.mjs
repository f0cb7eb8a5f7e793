import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
/** `import … from "x"`, `import "x"` and `export … from "x"`; never `import("x")`, a lazy chunk. */
const STATIC_IMPORT =
  /(?:\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+\.js)["']/g;

/**
 * The JavaScript a page loads before it can run: the module scripts of index.html, what it
 * preloads, and their static imports, followed to the end. Answers the files and their gzip size.
 */
export function initialJs(distDir) {
  const dist = path.resolve(distDir);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(ENTRY_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map(
    (m) => m[1] ?? '',
  );
  return staticGraph(dist, entries);
}

/**
 * The JavaScript a lazily loaded module brings with it: its chunk (named by its source in the
 * build's manifest) and their static imports, without what the initial JavaScript has loaded
 * already. Answers the files and their gzip size.
 */
export function lazyJs(distDir, source) {
  const dist = path.resolve(distDir);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const chunk = manifest[source]?.file;
  if (chunk === undefined) throw new Error(`the build has no chunk for ${source}`);
  const loaded = new Set(initialJs(dist).files);
  return staticGraph(dist, [chunk], loaded);
}

/** The files reached from `entries` by static imports (those in `skip` left out), and their gzip size. */
function staticGraph(dist, entries, skip = new Set()) {
  const pending = entries.map((file) => path.join(dist, file));
  const seen = new Set();
  let gzipBytes = 0;
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file) || skip.has(path.relative(dist, file))) continue;
    seen.add(file);
    const code = readFileSync(file);
    gzipBytes += gzipSync(code).length;
    for (const m of code.toString().matchAll(STATIC_IMPORT)) {
      pending.push(path.resolve(path.dirname(file), m[1] ?? ''));
    }
  }
  return { files: [...seen].map((file) => path.relative(dist, file)), gzipBytes };
}
