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
  const pending = [...html.matchAll(ENTRY_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map((m) =>
    path.join(dist, m[1] ?? ''),
  );
  const seen = new Set();
  let gzipBytes = 0;
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    gzipBytes += gzipSync(code).length;
    for (const m of code.toString().matchAll(STATIC_IMPORT)) {
      pending.push(path.resolve(path.dirname(file), m[1] ?? ''));
    }
  }
  return { files: [...seen].map((file) => path.relative(dist, file)), gzipBytes };
}
