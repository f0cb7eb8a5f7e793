import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from './processes.mjs';
import { cacheDir } from './portal-server.mjs';
import { MIGRATIONS_DIR, serverParts } from './server-parts.mjs';

/** What the site sends for a typed password: its MD5 hex. */
export const md5 = (text) => createHash('md5').update(text).digest('hex');

export const PLAYER_PASSWORD = md5('bench-player-password');
export const playerEmail = (i) => `bench.player.${i}@example.com`;
export const ADMIN = { email: 'bench.admin@example.com', password: md5('bench-admin-password') };

/** Hashes at a time while seeding: argon2id runs on libuv's four threads. */
const HASHING_AT_ONCE = 4;

/**
 * A PGlite data folder holding `players` e-mail accounts and one admin, made once and kept in the
 * cache. They are written straight into the database, each password hashed by the server's own
 * code: signing up goes through codes sent by e-mail, which nothing outside the server can read
 * while the embedded database belongs to it.
 */
export async function accountsDataDir(players) {
  const dataDir = path.join(cacheDir, `accounts-${players}`);
  const marker = path.join(dataDir, 'seeded');
  if (existsSync(marker)) return dataDir;
  log(`creating ${players} player accounts and an admin (once; kept in ${cacheDir})…`);
  const { openDatabase, hashPassword, users, admins } = await serverParts();
  const database = await openDatabase({ dataDir, migrationsDir: MIGRATIONS_DIR });
  try {
    const rows = [];
    for (let i = 0; i < players; i += HASHING_AT_ONCE) {
      const batch = Array.from({ length: Math.min(HASHING_AT_ONCE, players - i) }, (_, k) => i + k);
      const hashed = await Promise.all(
        batch.map(async (n) => ({
          email: playerEmail(n),
          passwordHash: await hashPassword(PLAYER_PASSWORD),
          nickname: `Player ${n}`,
          source: 0,
        })),
      );
      rows.push(...hashed);
    }
    for (let i = 0; i < rows.length; i += 500) {
      await database.db.insert(users).values(rows.slice(i, i + 500));
    }
    await database.db.insert(admins).values({
      email: ADMIN.email,
      passwordHash: await hashPassword(ADMIN.password),
      name: 'Benchmark',
    });
  } finally {
    await database.close();
  }
  writeFileSync(marker, new Date().toISOString());
  return dataDir;
}
