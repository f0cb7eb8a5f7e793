import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, searchTerms, searchTermVariants } from '../../db/schema.js';
import type { GameRow } from './game-repository.js';
import {
  classifyTerms,
  FIELDS,
  fieldPatterns,
  queryVariants,
  type Field,
  type SearchQuery,
  type TermRow,
  type WordMatches,
  wordPattern,
} from './search-query.js';

/**
 * How many of the most played names a tier reads before it looks its matches up instead: a word
 * in one name of 200 fills a page within them, and a rarer one has few enough matches to sort.
 */
const WALK_LENGTH = 2_000;
/** How many prefix matches are sorted as they are; more, and the walk finds the page sooner. */
const PROBE_LIMIT = 200;
/** Candidates "did you mean" compares with the query, at most. */
const SUGGESTION_CANDIDATES = 300;

const value = (name: string) => sql.placeholder(name);
const patterns = (name: string) => sql`${sql.placeholder(name)}::text[]`;
const range = (count: number) => Array.from({ length: count }, (_, k) => k);

/** A game row as a tier reads it: from the table, or from the popularity walk. */
interface Row {
  appId: SQL;
  text: SQL;
  brief: SQL;
}

/** Whether the row's name matches query word `k` (a word it starts, or a word within slips). */
const nameOf = (row: Row, k: number) => sql`${row.text} LIKE ANY (${patterns(`name${k}`)})`;
/** Whether the row's name holds query word `k` whole, or a word starting with it. */
const wholeOf = (row: Row, k: number) => sql`${row.text} LIKE ${value(`whole${k}`)}`;
const startOf = (row: Row, k: number) => sql`${row.text} LIKE ${value(`start${k}`)}`;
const tagOf = (row: Row, k: number) =>
  sql`${row.appId} IN (SELECT gt.app_id FROM game_tags gt JOIN tags t ON t.tag_id = gt.tag_id
        WHERE ' ' || lower(regexp_replace(t.name, '[^[:alnum:]]+', ' ', 'g')) || ' ' LIKE ANY (${patterns(`tag${k}`)}))`;
const briefOf = (row: Row, k: number) => sql`${row.brief} LIKE ANY (${patterns(`brief${k}`)})`;

const all = (parts: SQL[]) => sql.join(parts, sql` AND `);
const either = (parts: SQL[]) => sql`(${sql.join(parts, sql` OR `)})`;
const fieldsOf = (row: Row, k: number, fields: readonly Field[]) =>
  either(
    fields.map((field) =>
      field === 'name' ? nameOf(row, k) : field === 'tag' ? tagOf(row, k) : briefOf(row, k),
    ),
  );
const everyWord = (row: Row, count: number, fields: readonly Field[]) =>
  all(range(count).map((k) => fieldsOf(row, k, fields)));
/**
 * Names closer to the query first: each query word the name holds whole counts two, one it holds
 * the start of counts one, so exact words come before a word being typed and both before typos;
 * then names of as many words as the query (the whole name, typos and all: "dragn dash" is Dragon
 * Dash before Crystal Dragon Dash 3).
 */
const wholeWords = (row: Row, count: number) =>
  sql`(${sql.join(
    range(count).map((k) => sql`(${wholeOf(row, k)})::int + (${startOf(row, k)})::int`),
    sql` + `,
  )}) DESC, (length(${row.text}) - length(replace(${row.text}, ' ', '')) = ${value('spaces')}) DESC`;

/**
 * One tier of search results: the rows matching a condition, ranked by `rank` and then most
 * played first. Conditions take their text from placeholders, so each tier is one statement,
 * built once per number of query words.
 */
interface Tier {
  key: string;
  match: (row: Row) => SQL;
  rank: (row: Row) => SQL;
  /** The condition for the indexes, a superset of `match`, and whether counting it is cheap. */
  lookup: { match: (row: Row) => SQL; probe: boolean };
  /** Whether to try the most played names first (for one word, which may be in thousands). */
  walk: boolean;
}

/** The name starts with the query; the name that is the query comes first. */
const nameTier: Tier = {
  key: 'name',
  match: (row) => sql`${row.text} LIKE ${value('prefix')}`,
  rank: (row) => sql`(${row.text} = ${value('phrase')}) DESC`,
  lookup: {
    // As a range, the btree index serves any prefix, even in a plan made before knowing it.
    match: (row) =>
      sql`${row.text} ~>=~ ${value('low')} AND ${row.text} ~<~ ${value('high')} AND ${row.text} LIKE ${value('prefix')}`,
    probe: true,
  },
  walk: true,
};

/** Every query word in the name, as a word or a word's start, or within slips of one. */
const wordsTier = (count: number): Tier => ({
  key: `words${count}`,
  match: (row) =>
    sql`${everyWord(row, count, ['name'])} AND ${row.text} NOT LIKE ${value('prefix')}`,
  rank: (row) => wholeWords(row, count),
  lookup: { match: (row) => everyWord(row, count, ['name']), probe: false },
  walk: count === 1,
});

/** Every query word in the name or the tags, at least one only in the tags. */
const tagsTier = (count: number): Tier => ({
  key: `tags${count}`,
  match: (row) =>
    sql`${everyWord(row, count, ['name', 'tag'])} AND NOT (${everyWord(row, count, ['name'])})`,
  rank: (row) => wholeWords(row, count),
  lookup: {
    match: (row) =>
      sql`${row.appId} IN (SELECT gt.app_id FROM game_tags gt JOIN tags t ON t.tag_id = gt.tag_id
            WHERE ' ' || lower(regexp_replace(t.name, '[^[:alnum:]]+', ' ', 'g')) || ' ' LIKE ANY (${patterns('anyTag')}))`,
    probe: false,
  },
  walk: count === 1,
});

/** Every query word in the name, the tags or the brief introduction, one only in the latter. */
const briefTier = (count: number): Tier => ({
  key: `brief${count}`,
  match: (row) =>
    sql`${everyWord(row, count, FIELDS)} AND NOT (${everyWord(row, count, ['name', 'tag'])})`,
  rank: (row) => wholeWords(row, count),
  lookup: { match: (row) => sql`${row.brief} LIKE ANY (${patterns('anyBrief')})`, probe: false },
  walk: count === 1,
});

const byPlays = [desc(games.playCount), asc(games.appId)];
const listed = sql`${games.status} <> 'closed'`;
const columnsOf = (relation: string): Row => ({
  appId: sql`${sql.identifier(relation)}.app_id`,
  text: sql`${sql.identifier(relation)}.search_text`,
  brief: sql`${sql.identifier(relation)}.search_brief`,
});
const table = columnsOf('games');
const walk = columnsOf('top');

/**
 * One page of a tier in one statement whose plan is fixed by its shape, not by estimates (a
 * substring's estimate comes from a hundred sampled names and is often far off). Up to three
 * parts, each running only when the one before could not answer (a condition on counts, which
 * the executor checks once before starting a part):
 * - probe: count the matches up to PROBE_LIMIT from the index; if fewer, rank those;
 * - walk: read the WALK_LENGTH most played names from the popularity index;
 * - lookup: read every match from the prefix or trigram index and rank those (OFFSET 0 keeps the
 *   planner from turning it back into a walk).
 * A walk ranks within the most played names, so a better-ranked but rarely played match of a
 * word in a thousand names can come after them; every other page is ranked exactly.
 */
function pageStatement(db: Db, tier: Tier) {
  const limit = value('limit');
  const offset = value('offset');
  const { probe } = tier.lookup;
  const lookup = tier.lookup.match(table);
  const looked = sql`SELECT app_id FROM (
      SELECT app_id FROM (
        SELECT app_id, play_count, search_text, search_brief FROM ${games}
        WHERE ${listed} AND ${lookup} OFFSET 0) AS top
      WHERE ${tier.match(walk)}
      ORDER BY ${tier.rank(walk)}, play_count DESC, app_id LIMIT ${limit} OFFSET ${offset}) AS looked`;
  const page = (ids: SQL) =>
    db
      .select()
      .from(games)
      .where(inArray(games.appId, sql`(${ids})`))
      .orderBy(tier.rank(table), ...byPlays)
      .prepare(`search_${tier.key}`);
  // Words that must all be present are rare together: the indexes find them at once, and a walk
  // would only cost its 2,000 names first.
  if (!tier.walk) return page(looked);
  const many = probe ? sql` AND (SELECT count(*) FROM probed) = ${PROBE_LIMIT}` : sql``;
  const ids = sql`WITH
      ${probe ? sql`probed AS (SELECT app_id, play_count, search_text, search_brief FROM ${games} WHERE ${listed} AND ${lookup} LIMIT ${PROBE_LIMIT}),` : sql``}
      walked AS (
        SELECT app_id FROM (
          SELECT app_id, play_count, search_text, search_brief FROM ${games} WHERE ${listed}
          ORDER BY play_count DESC, app_id LIMIT ${WALK_LENGTH}) AS top
        WHERE ${tier.match(walk)}${many}
        ORDER BY ${tier.rank(walk)}, play_count DESC, app_id LIMIT ${limit} OFFSET ${offset})
    ${probe ? sql`SELECT app_id FROM (SELECT app_id FROM probed AS top ORDER BY ${tier.rank(walk)}, play_count DESC, app_id LIMIT ${limit} OFFSET ${offset}) AS few WHERE (SELECT count(*) FROM probed) < ${PROBE_LIMIT} UNION ALL` : sql``}
    SELECT app_id FROM walked WHERE (SELECT count(*) FROM walked) = ${limit}
    UNION ALL
    ${looked}
    WHERE (SELECT count(*) FROM walked) < ${limit}${many}`;
  return page(ids);
}

function sizeStatement(db: Db, tier: Tier) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(SELECT app_id, search_text, search_brief FROM ${games}
               WHERE ${listed} AND ${tier.lookup.match(table)} OFFSET 0) AS top`,
    )
    .where(tier.match(walk))
    .prepare(`search_${tier.key}_size`);
}

/**
 * The vocabulary around each query word: for each field, the first word at or after it that it
 * starts (from the prefix index), and every word sharing one of its variants (from the variants'
 * primary key), which are typo candidates.
 */
function vocabularyStatement(db: Db) {
  return db
    .select({
      word: sql<number>`word`,
      term: sql<string>`term`,
      field: sql<Field>`field`,
      found: sql<TermRow['found']>`found`,
    })
    .from(
      sql`(
        SELECT (q.n - 1)::int AS word, s.term, f.field, 'start' AS found
        FROM unnest(${patterns('words')}) WITH ORDINALITY AS q(w, n)
        CROSS JOIN (VALUES ('name'), ('tag'), ('brief')) AS f(field)
        CROSS JOIN LATERAL (
          SELECT term FROM ${searchTerms}
          WHERE field = f.field AND term ~>=~ q.w AND term ~<~ (q.w || chr(1114111))
          LIMIT 1) AS s
        UNION ALL
        SELECT DISTINCT v.n AS word, t.term, t.field, 'variant' AS found
        FROM unnest(${patterns('variants')}, ${sql.placeholder('variantWords')}::int[]) AS v(variant, n)
        JOIN ${searchTermVariants} AS sv ON sv.variant = v.variant
        JOIN ${searchTerms} AS t ON t.term = sv.term
      ) AS vocabulary`,
    )
    .prepare('search_vocabulary');
}

/**
 * "Did you mean": among a bounded set of listed names holding some query word (as typed, its
 * start, or within slips), the one holding the most, then the most played.
 */
function suggestionStatement(db: Db, count: number) {
  const near = columnsOf('near');
  const held = sql.join(
    range(count).map((k) => sql`(${nameOf(near, k)})::int`),
    sql` + `,
  );
  return db
    .select({ appId: sql<number>`app_id`, name: sql<string>`name` })
    .from(
      sql`(SELECT app_id, name, search_text, play_count FROM ${games}
           WHERE ${listed} AND search_text LIKE ANY (${patterns('anyName')})
           LIMIT ${SUGGESTION_CANDIDATES}) AS near`,
    )
    .orderBy(sql`${held} DESC, play_count DESC, app_id`)
    .limit(1)
    .prepare(`search_suggestion${count}`);
}

/** The first tag, alphabetically, any of whose words matches one of `patterns`. */
function tagStatement(db: Db) {
  return db
    .select({ tagId: sql<number>`tag_id`, tagName: sql<string>`name` })
    .from(sql`tags`)
    .where(
      sql`' ' || lower(regexp_replace(name, '[^[:alnum:]]+', ' ', 'g')) || ' ' LIKE ANY (${patterns('tagPatterns')})`,
    )
    .orderBy(sql`name`)
    .limit(1)
    .prepare('search_tag');
}

type Values = Record<string, string | string[] | number[] | number>;

/** What a search found: a page of games and how each query word matched, for highlighting. */
export interface SearchPage {
  rows: GameRow[];
  matches: WordMatches[];
}

/**
 * Search over names, tags and brief introductions, in tiers, best first: names starting with the
 * query (the name that is the query first); names holding every query word, as a word or a word's
 * start or within the slips allowed; then with some words only in the tags; then some only in the
 * brief introduction. Within a tier, names holding more query words whole come first, then the
 * most played. Tiers that the vocabulary shows cannot match are not run.
 */
export function createGameSearch(db: Db) {
  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const sizes = new Map<string, ReturnType<typeof sizeStatement>>();
  const vocabulary = vocabularyStatement(db);
  const suggestions = new Map<number, ReturnType<typeof suggestionStatement>>();
  const tag = tagStatement(db);

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

  const matchesOf = async ({ words }: SearchQuery): Promise<WordMatches[]> => {
    const variants: string[] = [];
    const variantWords: number[] = [];
    words.forEach((word, k) =>
      queryVariants(word).forEach((variant) => {
        variants.push(variant);
        variantWords.push(k);
      }),
    );
    return classifyTerms(words, await vocabulary.execute({ words, variants, variantWords }));
  };

  const tiersOf = (query: SearchQuery, matches: WordMatches[]) => {
    const count = query.words.length;
    const can = (fields: readonly Field[]) =>
      matches.every((m) => fields.some((f) => m[f].start || m[f].typos.length > 0));
    const start = query.phrase.trimEnd();
    const values: Values = {
      phrase: query.phrase,
      prefix: `${start}%`,
      low: start,
      high: `${start}\u{10FFFF}`,
      spaces: count + 1,
    };
    const byField = { name: [] as string[], tag: [] as string[], brief: [] as string[] };
    query.words.forEach((word, k) => {
      const m = matches[k];
      if (!m) return;
      values[`whole${k}`] = wordPattern(word, 'whole');
      values[`start${k}`] = wordPattern(word, 'start');
      for (const field of FIELDS) {
        const list = fieldPatterns(word, m[field], field);
        values[`${field}${k}`] = list;
        byField[field].push(...list);
      }
    });
    values.anyName = byField.name;
    values.anyTag = byField.tag;
    values.anyBrief = byField.brief;
    const tiers: Tier[] = [nameTier];
    if (can(['name'])) tiers.push(wordsTier(count));
    if (can(['name', 'tag']) && byField.tag.length > 0) tiers.push(tagsTier(count));
    if (can(FIELDS) && byField.brief.length > 0) tiers.push(briefTier(count));
    return { tiers, values, anyName: byField.name };
  };

  return {
    async page(query: SearchQuery, offset: number, limit: number): Promise<SearchPage> {
      // Names starting with the query need no vocabulary: when they fill the page (a word being
      // typed at the start of many names), the vocabulary is not read at all.
      let matches = classifyTerms(query.words, []);
      let { tiers, values } = tiersOf(query, matches);
      const rows: GameRow[] = [];
      let skip = offset;
      for (let k = 0; k < tiers.length; k += 1) {
        const tier = tiers[k] ?? nameTier;
        const found = await pageOf(tier).execute({
          ...values,
          offset: skip,
          limit: limit - rows.length,
        });
        rows.push(...found);
        if (rows.length === limit) break;
        // An empty answer past the start of a tier means the page begins after it.
        skip =
          found.length > 0 || skip === 0 ? 0 : Math.max(0, skip - (await sizeOf(tier, values)));
        if (tier === nameTier) {
          matches = await matchesOf(query);
          ({ tiers, values } = tiersOf(query, matches));
        }
      }
      return { rows, matches };
    },

    /** A listed game whose name holds some of the query's words, if any does. */
    async suggest(query: SearchQuery, matches: WordMatches[]) {
      const { values, anyName } = tiersOf(query, matches);
      if (anyName.length === 0) return undefined;
      const count = query.words.length;
      const statement = suggestions.get(count) ?? suggestionStatement(db, count);
      suggestions.set(count, statement);
      return (await statement.execute(values))[0];
    },

    /** A tag matching one of the query's words, as typed or within slips. */
    tagOf: async (query: SearchQuery, matches: WordMatches[]) => {
      const tagPatterns = query.words.flatMap((word, k) => {
        const m = matches[k];
        return m ? fieldPatterns(word, m.tag, 'tag') : [];
      });
      return tagPatterns.length > 0 ? (await tag.execute({ tagPatterns }))[0] : undefined;
    },
  };
}

export type GameSearch = ReturnType<typeof createGameSearch>;
