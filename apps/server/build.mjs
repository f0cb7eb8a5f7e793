import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Workspace packages are TypeScript sources: bundle them; every other dependency stays external.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

/**
 * The common-password list of `common-password-list.ts`, hashed here once: the server bundle
 * carries the joined MD5 hashes instead of the list and the code that hashes it.
 */
const commonPasswordHashes = {
  name: 'common-password-hashes',
  setup(builder) {
    builder.onLoad({ filter: /common-password-list\.ts$/ }, () => {
      const joined = ['', ...dictionary['passwords-common']]
        .map((password) => createHash('md5').update(password).digest('hex'))
        .join('');
      return {
        contents: `export const MD5_HEX_LENGTH = 32;\nexport const commonPasswordHashes = () => ${JSON.stringify(joined)};\n`,
        loader: 'js',
      };
    });
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'generate-catalogue': 'src/tools/generate-catalogue.ts',
    outbox: 'src/tools/outbox.ts',
    'admin-cli': 'src/admin-cli.ts',
    'pglite-starter': 'src/tools/pglite-starter.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  plugins: [commonPasswordHashes],
  logLevel: 'warning',
});

// The embedded database's starter (src/db/pglite-starter.ts): a first start on PGlite copies it
// rather than spending seconds creating the database.
execFileSync(process.execPath, ['dist/pglite-starter.js', 'dist/pglite-starter'], {
  cwd: new URL('.', import.meta.url),
  stdio: 'inherit',
});
