import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
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

/** Writes the accounts into an opened database: each password hashed by the server's own code. */
async function seedAccounts(database, players) {
  const { hashPassword, users, admins } = await serverParts();
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
}

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
  const { openDatabase } = await serverParts();
  const database = await openDatabase({ dataDir, migrationsDir: MIGRATIONS_DIR });
  try {
    await seedAccounts(database, players);
  } finally {
    await database.close();
  }
  writeFileSync(marker, new Date().toISOString());
  return dataDir;
}

/**
 * The same accounts in a PostgreSQL database of their own on the server of `serverUrl`, made
 * once and kept; answers its URL.
 */
export async function accountsDatabaseUrl(serverUrl, players) {
  const name = `portal_bench_accounts_${players}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    const exists = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (exists.length > 0) {
      const db = postgres(url.toString(), { max: 1, onnotice: () => undefined });
      const seeded = await db`SELECT count(*)::int AS n FROM admins`.catch(() => [{ n: 0 }]);
      await db.end();
      if (seeded[0].n > 0) return url.toString();
    }
    log(`creating ${players} player accounts and an admin in PostgreSQL database ${name} (once)…`);
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const { openDatabase } = await serverParts();
  const database = await openDatabase({ url: url.toString(), migrationsDir: MIGRATIONS_DIR });
  try {
    await seedAccounts(database, players);
  } finally {
    await database.close();
  }
  return url.toString();
}
