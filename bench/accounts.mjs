import { createHash } from 'node:crypto';
import { keptDatabase, keptDataDir } from './kept-databases.mjs';
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

/** Opens the database of `options`, writes the accounts into it and closes it again. */
async function seedInto(options, players) {
  const { openDatabase } = await serverParts();
  const database = await openDatabase({ ...options, migrationsDir: MIGRATIONS_DIR });
  try {
    await seedAccounts(database, players);
  } finally {
    await database.close();
  }
}

/**
 * A PGlite data folder holding `players` e-mail accounts and one admin, made once and kept in the
 * cache. They are written straight into the database, each password hashed by the server's own
 * code: signing up goes through codes sent by e-mail, which nothing outside the server can read
 * while the embedded database belongs to it.
 */
export const accountsDataDir = (players) =>
  keptDataDir(`accounts-${players}`, async (dataDir) => {
    log(`creating ${players} player accounts and an admin (once; kept in ${cacheDir})…`);
    await seedInto({ dataDir }, players);
  });

/**
 * The same accounts in a PostgreSQL database of their own on the server of `serverUrl`, made
 * once and kept; answers its URL.
 */
export const accountsDatabaseUrl = (serverUrl, players) =>
  keptDatabase(
    serverUrl,
    `portal_bench_accounts_${players}`,
    async (sql) => (await sql`SELECT count(*)::int AS n FROM admins`)[0].n > 0,
    async (url) => {
      log(`creating ${players} player accounts and an admin in PostgreSQL (once)…`);
      await seedInto({ url }, players);
    },
  );
