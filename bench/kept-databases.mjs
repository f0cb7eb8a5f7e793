import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { cacheDir } from './portal-server.mjs';

/**
 * A PGlite data folder of the cache that the bench fills once and keeps between runs: `fill`
 * fills it anew when no earlier run finished doing so (the marker file says one did). Answers its path.
 */
export async function keptDataDir(name, fill) {
  const dataDir = path.join(cacheDir, name);
  const marker = path.join(dataDir, 'filled');
  if (existsSync(marker)) return dataDir;
  // What an interrupted run left is filled from the start, not on top.
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  await fill(dataDir);
  writeFileSync(marker, new Date().toISOString());
  return dataDir;
}

/**
 * A database of the PostgreSQL server of `serverUrl` that the bench fills once and keeps between
 * runs: `filled(sql)` says whether an earlier run finished it (a failing query says no), else it
 * is made anew and `fill(url)` fills it. Answers its URL.
 */
export async function keptDatabase(serverUrl, name, filled, fill) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    const exists = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (exists.length > 0) {
      const db = postgres(url.toString(), { max: 1, onnotice: () => undefined });
      const ready = await filled(db).catch(() => false);
      await db.end();
      if (ready) return url.toString();
    }
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  await fill(url.toString());
  return url.toString();
}
