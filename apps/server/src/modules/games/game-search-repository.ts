import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, searchWords } from '../../db/schema.js';
import type { GameRow } from './game-repository.js';

/**
 * How many of the most played names a tier reads before it looks its matches up instead: a word
 * in one name of 200 fills a page within them, and a rarer one has few enough matches to sort.
 */
const WALK_LENGTH = 2_000;
/** How many prefix matches are sorted as they are; more, and the walk finds the page sooner. */
const PROBE_LIMIT = 200;
/** Query words beyond this many are not matched one by one: a query this long is a phrase. */
const MAX_QUERY_WORDS = 6;
/** The catalogue words alike one query word that a search tries, closest first. */
const MAX_ALIKE_WORDS = 8;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const value = (name: string) => sql.placeholder(name);
const patterns = (name: string) => sql`${sql.placeholder(name)}::text[]`;
const wordNames = (count: number) => Array.from({ length: count }, (_, k) => `word${k + 1}`);

/**
 * One tier of search results: names matching a condition on the lower-cased name, most played
 * first. The conditions are written for whichever relation reads the name and take their text
 * from placeholders, so each tier is one statement, built once.
 */
interface Tier {
  key: string;
  match: (name: SQL) => SQL;
  /**
   * The condition for the indexes, when it differs from `match`, and whether it is cheap enough
   * to count the matches before walking: a prefix is, as a range of the covering prefix index.
   */
  lookup?: { match: (name: SQL) => SQL; probe: boolean };
}

const prefixTier: Tier = {
  key: 'prefix',
  match: (name) => sql`${name} LIKE ${value('prefix')}`,
  lookup: {
    // As a range, the btree index serves any prefix, even in a plan made before knowing it.
    match: (name) =>
      sql`${name} ~>=~ ${value('low')} AND ${name} ~<~ ${value('high')} AND ${name} LIKE ${value('prefix')}`,
    probe: true,
  },
};

const innerTier: Tier = {
  key: 'inner',
  match: (name) => sql`${name} LIKE ${value('inner')} AND ${name} NOT LIKE ${value('prefix')}`,
};

const everyWord = (name: SQL, count: number) =>
  sql.join(
    wordNames(count).map((word) => sql`${name} LIKE ANY (${patterns(word)})`),
    sql` AND `,
  );

const everyWordTier = (count: number): Tier => ({
  key: `every${count}`,
  match: (name) => sql`${everyWord(name, count)} AND ${name} NOT LIKE ${value('contains')}`,
});

const someWordTier = (count: number): Tier => ({
  key: `some${count}`,
  match: (name) =>
    sql`${name} LIKE ANY (${patterns('anyWord')}) AND NOT (${everyWord(name, count)}) AND ${name} NOT LIKE ${value('contains')}`,
});

const byPlays = [desc(games.playCount), asc(games.appId)];
const listed = sql`${games.status} <> 'closed'`;
const searchName = (relation: string) => sql`${sql.identifier(relation)}.search_name`;
const lookupMatch = (tier: Tier) => (tier.lookup?.match ?? tier.match)(searchName('games'));

/**
 * One page of a tier in one statement whose plan is fixed by its shape, not by estimates (a
 * substring's estimate comes from a hundred sampled names and is often far off). Up to three
 * parts, each running only when the one before could not answer (a condition on counts, which
 * the executor checks once before starting a part):
 * - probe: count the matches up to PROBE_LIMIT from the index; if fewer, sort those;
 * - walk: read the WALK_LENGTH most played names from the popularity index alone;
 * - lookup: read every match from the prefix or trigram index and sort those (OFFSET 0 keeps the
 *   planner from turning it back into a walk).
 */
function pageStatement(db: Db, tier: Tier) {
  const limit = value('limit');
  const offset = value('offset');
  const probe = tier.lookup?.probe ?? false;
  const many = probe ? sql` AND (SELECT count(*) FROM probed) = ${PROBE_LIMIT}` : sql``;
  const ids = sql`WITH
      ${probe ? sql`probed AS (SELECT app_id, play_count FROM ${games} WHERE ${listed} AND ${lookupMatch(tier)} LIMIT ${PROBE_LIMIT}),` : sql``}
      walked AS (
        SELECT app_id FROM (
          SELECT app_id, play_count, search_name FROM ${games} WHERE ${listed}
          ORDER BY play_count DESC, app_id LIMIT ${WALK_LENGTH}) AS top
        WHERE ${tier.match(searchName('top'))}${many}
        ORDER BY play_count DESC, app_id LIMIT ${limit} OFFSET ${offset})
    ${probe ? sql`SELECT app_id FROM (SELECT app_id FROM probed ORDER BY play_count DESC, app_id LIMIT ${limit} OFFSET ${offset}) AS few WHERE (SELECT count(*) FROM probed) < ${PROBE_LIMIT} UNION ALL` : sql``}
    SELECT app_id FROM walked WHERE (SELECT count(*) FROM walked) = ${limit}
    UNION ALL
    SELECT app_id FROM (
      SELECT app_id FROM (
        SELECT app_id, play_count FROM ${games} WHERE ${listed} AND ${lookupMatch(tier)} OFFSET 0) AS matches
      ORDER BY play_count DESC, app_id LIMIT ${limit} OFFSET ${offset}) AS looked
    WHERE (SELECT count(*) FROM walked) < ${limit}${many}`;
  return db
    .select()
    .from(games)
    .where(inArray(games.appId, sql`(${ids})`))
    .orderBy(...byPlays)
    .prepare(`search_${tier.key}`);
}

function sizeStatement(db: Db, tier: Tier) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(sql`${listed} AND ${lookupMatch(tier)}`)
    .prepare(`search_${tier.key}_size`);
}

/**
 * Catalogue words alike each word of the query (word similarity above the connection's
 * threshold), leaving out words that hold the query word: those names already match it as is.
 * Words are split as the vocabulary trigger splits names.
 */
function alikeStatement(db: Db) {
  return db
    .select({ word: sql<string>`q.word`, alike: sql<string | null>`s.word` })
    .from(
      sql`(SELECT w AS word FROM regexp_split_to_table(${value('text')}, '[^[:alnum:]]+')
             WITH ORDINALITY AS t(w, n)
           WHERE length(w) >= 3 GROUP BY w ORDER BY min(n) LIMIT ${MAX_QUERY_WORDS}) AS q
          LEFT JOIN LATERAL (
            SELECT word FROM ${searchWords}
            WHERE q.word <% word AND strpos(word, q.word) = 0
            ORDER BY word_similarity(q.word, word) DESC, word LIMIT ${MAX_ALIKE_WORDS}
          ) AS s ON true`,
    )
    .prepare('search_alike');
}

type Values = Record<string, string | string[] | number>;

/**
 * Typo-tolerant search over the catalogue. Results come in tiers, best first: names starting with
 * the text, then names holding it (for one or two letters: a word starting with it). For three
 * letters or more, then names holding, for every word of the query, that word or a catalogue word
 * alike it; for a phrase, last, names doing so for some of its words. Each tier is read in plays
 * order, so no query ranks every name alike the text, and the typo tiers, which cost a vocabulary
 * lookup, are only worked out when a page reaches them.
 */
export function createGameSearch(db: Db) {
  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const sizes = new Map<string, ReturnType<typeof sizeStatement>>();
  const alike = alikeStatement(db);

  const pageOf = (tier: Tier) => {
    const statement = pages.get(tier.key) ?? pageStatement(db, tier);
    pages.set(tier.key, statement);
    return statement;
  };
  const sizeOf = async (tier: Tier, values: Values) => {
    const statement = sizes.get(tier.key) ?? sizeStatement(db, tier);
    sizes.set(tier.key, statement);
    return (await statement.execute(values))[0]?.n ?? 0;
  };

  /** Each query word's patterns: the word itself and the catalogue words alike it. */
  const wordPatterns = async (text: string, contains: string): Promise<string[][]> => {
    const byWord = new Map<string, string[]>();
    for (const row of await alike.execute({ text })) {
      const list = byWord.get(row.word) ?? [`%${escapeLike(row.word)}%`];
      if (row.alike !== null) list.push(`%${escapeLike(row.alike)}%`);
      byWord.set(row.word, list);
    }
    return [...byWord.values()]
      .map((list) => list.filter((pattern) => pattern !== contains))
      .filter((list) => list.length > 0);
  };

  async function* tiers(text: string): AsyncGenerator<{ tier: Tier; values: Values }> {
    const q = escapeLike(text);
    const prefix = `${q}%`;
    yield { tier: prefixTier, values: { prefix, low: text, high: `${text}\u{10FFFF}` } };
    const contains = `%${q}%`;
    yield { tier: innerTier, values: { prefix, inner: text.length < 3 ? `% ${q}%` : contains } };
    if (text.length < 3) return;

    const words = await wordPatterns(text, contains);
    if (words.length === 0) return;
    const values: Values = { contains, anyWord: words.flat() };
    wordNames(words.length).forEach((name, k) => (values[name] = words[k] ?? []));
    yield { tier: everyWordTier(words.length), values };
    if (words.length > 1) yield { tier: someWordTier(words.length), values };
  }

  return async function search(text: string, offset: number, limit: number): Promise<GameRow[]> {
    const page: GameRow[] = [];
    let skip = offset;
    for await (const { tier, values } of tiers(text.toLowerCase())) {
      const rows = await pageOf(tier).execute({
        ...values,
        offset: skip,
        limit: limit - page.length,
      });
      page.push(...rows);
      if (page.length === limit) break;
      // An empty answer past the start of a tier means the page begins after it.
      skip = rows.length > 0 || skip === 0 ? 0 : Math.max(0, skip - (await sizeOf(tier, values)));
    }
    return page;
  };
}

export type GameSearch = ReturnType<typeof createGameSearch>;
