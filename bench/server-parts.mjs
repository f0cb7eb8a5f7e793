import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildDir, root } from './portal-server.mjs';

const serverDir = path.join(root, 'apps/server');
export const MIGRATIONS_DIR = path.join(serverDir, 'drizzle');

/**
 * The server's own database opening and settings, schema and password hashing, bundled from its sources the
 * way its build does: accounts are seeded and argon2id is measured exactly as the server does
 * it, with its parameters, rather than with a copy that could drift from them.
 */
export async function serverParts() {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const outfile = path.join(buildDir, 'server-parts.mjs');
  mkdirSync(buildDir, { recursive: true });
  await build({
    stdin: {
      contents: [
        "export { openDatabase, PGLITE_SETTINGS } from './src/db/database.ts';",
        "export { admins, users } from './src/db/schema.ts';",
        "export { hashPassword } from './src/modules/accounts/password-service.ts';",
      ].join('\n'),
      resolveDir: serverDir,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/')),
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}
