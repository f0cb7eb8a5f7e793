import { catalogue, artPaths, gamePath } from '@portal/games/catalogue';
import { sql } from 'drizzle-orm';
import type { Db } from './database.js';

const ADJECTIVES = [
  'Crystal',
  'Shadow',
  'Neon',
  'Pixel',
  'Royal',
  'Tiny',
  'Mighty',
  'Frozen',
  'Golden',
  'Cosmic',
  'Rapid',
  'Silent',
  'Lucky',
  'Wild',
  'Hidden',
  'Stellar',
  'Turbo',
  'Magic',
  'Brave',
  'Ancient',
];
const NOUNS = [
  'Dragon',
  'Castle',
  'Rocket',
  'Garden',
  'Ninja',
  'Pirate',
  'Kitten',
  'Robot',
  'Jungle',
  'Ocean',
  'Tower',
  'Racer',
  'Wizard',
  'Island',
  'Bubble',
  'Planet',
  'Knight',
  'Puzzle',
  'Monster',
  'Farm',
];
const KINDS = [
  'Quest',
  'Rush',
  'Saga',
  'Blast',
  'Mania',
  'Legends',
  'Party',
  'Escape',
  'Builder',
  'Dash',
  'Merge',
  'Match',
  'Run',
  'Defense',
  'Tycoon',
  'Adventure',
  'Arena',
  'Story',
  'Jump',
  'World',
];

const pgArray = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Fills the catalogue with `count` generated games (for benchmarks and load tests): names built
 * from word lists, each pointing at a built-in game's art and build so every entry still plays.
 */
export async function generateCatalogue(db: Db, count: number): Promise<void> {
  const slugs = catalogue.map((g) => g.slug);
  const icons = pgArray(slugs.map((s) => artPaths(s).icon));
  const banners = pgArray(slugs.map((s) => artPaths(s).banner));
  const paths = pgArray(slugs.map(gamePath));
  const n = slugs.length;
  await db.execute(sql`
    INSERT INTO games (name, brief_intro, description, icon_url, banner_url, screenshots, app_url,
                       screen_type, play_count, released_at, developer)
    SELECT (${pgArray(ADJECTIVES)})[1 + (i % 20)] || ' ' || (${pgArray(NOUNS)})[1 + ((i / 20) % 20)]
             || ' ' || (${pgArray(KINDS)})[1 + ((i / 400) % 20)] || ' ' || (i / 8000 + 1)::text,
           'A generated game for load testing.',
           'Generated for load testing; it plays one of the built-in games.',
           (${icons})[1 + (i % ${n})], (${banners})[1 + (i % ${n})], '[]'::jsonb,
           (${paths})[1 + (i % ${n})], 1 + (i % 3), (i * 7919) % 100000,
           now() - make_interval(days => i % 900), 'Load Test Studio'
    FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`
    INSERT INTO game_tags (app_id, tag_id)
    SELECT g.app_id, t.tag_id FROM games g
    JOIN tags t ON t.tag_id = 1 + (g.app_id % (SELECT count(*) FROM tags))
    WHERE g.developer = 'Load Test Studio'
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO game_categories (app_id, category, position)
    SELECT app_id, (ARRAY['hot','new','popularity','others'])[1 + (app_id % 4)], 1000 + app_id
    FROM games WHERE developer = 'Load Test Studio'
    ON CONFLICT DO NOTHING`);
  // A bulk load leaves no visibility map and stale statistics; PGlite never vacuums on its own.
  await db.execute(sql`VACUUM ANALYZE`);
}
