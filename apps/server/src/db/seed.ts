import { artPaths, catalogue, gamePath } from '@portal/games/catalogue';
import { eq, sql } from 'drizzle-orm';
import { sanitiseHtml } from '../lib/html.js';
import type { Db } from './database.js';
import { appMeta, gameCategories, games, gameTags, news, slides, tags } from './schema.js';
import { seedNews, seedSlides } from './seed-content.js';

const SEED_KEY = 'demo_catalogue_seeded_at';
const DAY_MS = 86_400_000;

/** Seeds the demo catalogue once: on first start, or into an empty test database. */
export async function seedDemoCatalogue(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes on one database.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(4242)`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done.length > 0) return false;

    const tagNames = [...new Set(catalogue.flatMap((g) => g.tags))].sort();
    const tagRows = await tx
      .insert(tags)
      .values(tagNames.map((name) => ({ name })))
      .returning();
    const tagId = new Map(tagRows.map((t) => [t.name, t.tagId]));

    await tx.insert(games).values(
      catalogue.map((g) => {
        const art = artPaths(g.slug);
        return {
          appId: g.appId,
          slug: g.slug,
          name: g.name,
          briefIntro: g.briefIntro,
          description: g.description,
          howToPlay: g.howToPlay,
          iconUrl: art.icon,
          bannerUrl: art.banner,
          screenshots: art.screenshots,
          appUrl: gamePath(g.slug),
          screenType: g.screenType,
          developer: g.developer,
          playCount: g.seedPlays,
          releasedAt: new Date(g.releasedAt),
        };
      }),
    );
    // Explicit ids above leave the sequence behind; later games must not collide with them.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('games', 'app_id'), (SELECT max(app_id) FROM games))`,
    );
    await tx.insert(gameTags).values(
      catalogue.flatMap((g) =>
        g.tags.flatMap((name) => {
          const id = tagId.get(name);
          return id === undefined ? [] : [{ appId: g.appId, tagId: id }];
        }),
      ),
    );
    const positions = new Map<string, number>();
    const ordered = [...catalogue].sort((a, b) => b.seedPlays - a.seedPlays);
    await tx.insert(gameCategories).values(
      ordered.flatMap((g) =>
        g.categories.map((category) => {
          const position = (positions.get(category) ?? 0) + 1;
          positions.set(category, position);
          return { appId: g.appId, category, position };
        }),
      ),
    );

    const bySlug = new Map(catalogue.map((g) => [g.slug, g]));
    await tx.insert(slides).values(
      seedSlides.map((s, i) => ({
        title: s.title,
        subtitle: s.subtitle,
        imageUrl: artPaths(s.slug).banner,
        appId: bySlug.get(s.slug)?.appId ?? null,
        position: i + 1,
      })),
    );
    await tx.insert(news).values(
      seedNews.map((n) => ({
        channel: n.channel,
        category: n.category,
        title: n.title,
        summary: n.summary,
        coverUrl: artPaths(n.slug ?? 'merge-2048').banner,
        contentHtml: sanitiseHtml(n.html),
        appId: n.slug ? (bySlug.get(n.slug)?.appId ?? null) : null,
        publishedAt: new Date(now.getTime() - n.daysAgo * DAY_MS),
      })),
    );
    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
    return true;
  });
}
