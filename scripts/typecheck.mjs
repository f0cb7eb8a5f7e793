import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Type-checks the root config files, every workspace and e2e that has a tsconfig.json, one program each. */
const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = ['.', ...workspaces, 'e2e'].filter((dir) =>
  existsSync(path.join(root, dir, 'tsconfig.json')),
);
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  process.stdout.write(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'failed'}\n`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
