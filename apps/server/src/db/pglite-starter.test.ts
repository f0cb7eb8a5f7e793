import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir, testDatabaseKind } from '../../test/database-kind.js';
import { openDatabase } from './database.js';
import { rowsOf } from './executed-rows.js';
import { markFileOf, starterFits, starterMark, unpackStarter } from './pglite-starter.js';
import { appMeta } from './schema.js';

let root = '';
let starter = '';
const folder = (name: string) => path.join(root, name, 'pglite');

// The starter is an embedded database's folder: nothing to do with PostgreSQL's run.
describe.skipIf(testDatabaseKind() === 'postgres')('the embedded database starter', () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-starter-'));
    // Made as the build makes it: a database created and migrated, closed, and marked.
    const made = await openDatabase({
      dataDir: path.join(root, 'made'),
      migrationsDir,
      starter: null,
    });
    // A row only this starter has, so a database started from it can be told apart.
    await made.db.insert(appMeta).values({ key: 'made-by', value: 'the starter' });
    await made.close();
    starter = folder('made');
    writeFileSync(markFileOf(starter), `${starterMark(migrationsDir)}\n`);
  }, 120_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives a first start a migrated database, copied, with nothing left beside it', async () => {
    const database = await openDatabase({
      dataDir: path.join(root, 'first'),
      migrationsDir,
      starter,
    });
    try {
      expect(await database.db.select().from(appMeta)).toContainEqual({
        key: 'made-by',
        value: 'the starter',
      });
      const games = await database.db.execute(sql`select count(*)::int as n from games`);
      expect(rowsOf<{ n: number }>(games)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(folder('first'), 'PG_VERSION'))).toBe(true);
    expect(readdirSync(path.join(root, 'first')).sort()).toEqual(['pglite']);
  });

  it('leaves a folder that holds anything as it is', () => {
    const dataDir = folder('taken');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'something'), 'kept');
    expect(unpackStarter(dataDir, starter, migrationsDir)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(['something']);
  });

  it('is not used once the migrations have changed, or when it is missing', () => {
    expect(starterFits(starter, migrationsDir)).toBe(true);
    writeFileSync(markFileOf(starter), 'made from other migrations\n');
    try {
      expect(starterFits(starter, migrationsDir)).toBe(false);
      expect(unpackStarter(folder('stale'), starter, migrationsDir)).toBe(false);
      expect(existsSync(folder('stale'))).toBe(false);
    } finally {
      writeFileSync(markFileOf(starter), `${starterMark(migrationsDir)}\n`);
    }
    expect(unpackStarter(folder('none'), path.join(root, 'no-such-starter'), migrationsDir)).toBe(
      false,
    );
  });
});
