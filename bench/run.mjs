import path from 'node:path';
import { benchApi } from './api.mjs';
import { benchGifts } from './gifts.mjs';
import { benchLogin } from './login.mjs';
import { root } from './portal-server.mjs';
import { benchRealtime } from './realtime.mjs';
import { writeResults } from './report.mjs';
import { benchSearch } from './search.mjs';
import { benchStartup } from './startup.mjs';
import { benchWeb } from './web.mjs';

/**
 * npm run bench: every part, each against a ceiling measured in the same run; prints the tables
 * and writes bench/results.md. `npm run bench -- --only login,web` runs some parts and keeps the
 * others' last results. Each part's module says which environment variables it reads.
 */
const PARTS = [
  { name: 'api', title: 'Catalogue API', bench: benchApi },
  { name: 'login', title: 'Login', bench: benchLogin },
  { name: 'gifts', title: 'Gift claims', bench: benchGifts },
  { name: 'search', title: 'Search', bench: benchSearch },
  { name: 'realtime', title: 'Real time', bench: benchRealtime },
  { name: 'web', title: 'Web', bench: benchWeb },
  { name: 'startup', title: 'Start', bench: benchStartup },
];

function selectedParts(argv) {
  const names = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--only') names.push(...(argv[(i += 1)] ?? '').split(','));
    else if (arg.startsWith('--only=')) names.push(...arg.slice('--only='.length).split(','));
    else throw new Error(`unknown argument ${arg}; use --only ${PARTS.map((p) => p.name)}`);
  }
  const unknown = names.filter((name) => !PARTS.some((part) => part.name === name));
  if (unknown.length > 0) {
    throw new Error(`no part named ${unknown.join(', ')}; parts: ${PARTS.map((p) => p.name)}`);
  }
  return names.length === 0 ? PARTS : PARTS.filter((part) => names.includes(part.name));
}

async function main() {
  const sections = [];
  for (const part of selectedParts(process.argv.slice(2))) {
    process.stderr.write(`\n${part.title}…\n`);
    const text = `## ${part.title}\n\n${await part.bench()}`;
    process.stdout.write(`\n${text}\n`);
    sections.push([part.name, text]);
    // Written after each part, so a later part that fails loses nothing already measured.
    writeResults(path.join(root, 'bench', 'results.md'), PARTS, sections);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
