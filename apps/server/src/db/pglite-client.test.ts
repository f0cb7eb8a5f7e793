import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPglite } from './pglite-client.js';

let client: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  client = new PGlite();
  prepared = preparingPglite(client);
  await client.waitReady;
  await client.exec(`
    CREATE TABLE things (id serial PRIMARY KEY, name text UNIQUE NOT NULL, at timestamptz);
    INSERT INTO things (name, at) VALUES ('first', '2026-01-02T03:04:05Z');
  `);
});

afterAll(() => client.close());

/** The statements the database keeps prepared, by their text. */
const preparedTexts = async () =>
  (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows
    .map((row) => row.statement)
    .filter((text) => !text.includes('pg_prepared_statements'));

/**
 * As drizzle asks: with parsers that keep its date and time types, and arrays of them and of
 * numerics, as PostgreSQL's text.
 */
const asText = (value: string) => value;
const asDrizzle = (rowMode: 'array' | 'object'): QueryOptions => ({
  rowMode,
  parsers: Object.fromEntries(
    [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((type) => [type, asText]),
  ),
});

const MANY_TYPES = `SELECT $1::timestamptz AS tz, $2::timestamp AS ts, $3::date AS d,
  $4::interval AS i, $5::numeric AS n, $6::int8 AS big, $7::bool AS yes, $8::jsonb AS doc,
  $9::text[] AS words, $10::timestamptz[] AS moments, $11::int AS nothing, 'tea'::bytea AS bytes`;
const MANY_VALUES = [
  new Date('2026-03-04T05:06:07.089Z'),
  '2026-03-04 05:06:07',
  '2026-03-04',
  '1 day 02:03:04',
  '12345678901234567890.5',
  '9007199254740993',
  true,
  JSON.stringify({ a: [1, 'b'] }),
  ['x', 'y,z', 'quo"te'],
  ['2026-03-04T05:06:07Z'],
  null,
];

describe('PGlite as drizzle sees it', () => {
  it('answers every type exactly as PGlite does, in rows of either shape', async () => {
    for (const rowMode of ['array', 'object'] as const) {
      const mine = await prepared.query(MANY_TYPES, MANY_VALUES, asDrizzle(rowMode));
      const its = await client.query(MANY_TYPES, MANY_VALUES, asDrizzle(rowMode));
      expect(mine.rows).toEqual(its.rows);
      expect(mine.fields).toEqual(its.fields);
    }
    const [row] = (await prepared.query<Record<string, unknown>>(MANY_TYPES, MANY_VALUES)).rows;
    expect(row).toMatchObject({ n: '12345678901234567890.5', doc: { a: [1, 'b'] }, nothing: null });
    expect(row?.['tz']).toMatch(/^2026-03-04 05:06:07\.089/);
  });

  it("keeps drizzle's queries prepared, each text once, and runs them with new values", async () => {
    const db = drizzle(prepared);
    const named = (name: string) =>
      db.execute(sql`SELECT id, name FROM things WHERE name = ${name}`);
    await db.execute(sql`INSERT INTO things (name) VALUES (${'second'})`);
    expect((await named('first')).rows).toEqual([{ id: 1, name: 'first' }]);
    expect((await named('second')).rows).toEqual([{ id: 2, name: 'second' }]);
    expect((await named('nobody')).rows).toEqual([]);
    const texts = await preparedTexts();
    expect(texts.filter((text) => text.startsWith('SELECT id, name FROM things'))).toHaveLength(1);
    expect(texts.some((text) => text.startsWith('INSERT INTO things'))).toBe(true);
  });

  it('says what failed, with its SQLSTATE, and goes on answering', async () => {
    const insert = 'INSERT INTO things (name) VALUES ($1)';
    const duplicate = await prepared.query(insert, ['first']).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: insert, params: ['first'] });
    const garbled = 'SELEKT name FROM things WHERE id = $1';
    const syntax = await prepared.query(garbled, [1]).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601', query: garbled });
    expect(await preparedTexts()).not.toContain(garbled);
    const badValue = await prepared
      .query('SELECT name FROM things WHERE id = $1', ['one'])
      .catch((error: unknown) => error);
    expect(badValue).toMatchObject({ code: '22P02' });
    expect((await prepared.query('SELECT name FROM things WHERE id = $1', [1])).rows).toEqual([
      { name: 'first' },
    ]);
    expect(await client.query('SELECT count(*)::int AS n FROM things')).toMatchObject({
      rows: [{ n: 2 }],
    });
  });

  it('waits for an open transaction to end, and never runs inside it', async () => {
    let commit = () => undefined as void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const transaction = drizzle(prepared).transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (name) VALUES (${'in a transaction'})`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let answered = false;
    const count = prepared
      .query<{ n: number }>('SELECT count(*)::int AS n FROM things WHERE name = $1', [
        'in a transaction',
      ])
      .then((result) => {
        answered = true;
        return result.rows[0]?.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    commit();
    await transaction;
    expect(await count).toBe(1);
  });

  it('sends bulk writes and other options through PGlite as they are', async () => {
    const names = Array.from({ length: 101 }, (_, i) => `bulk ${i}`);
    const bulk = `INSERT INTO things (name) VALUES ${names.map((_, i) => `($${i + 1})`).join(', ')}`;
    expect((await prepared.query(bulk, names)).affectedRows).toBe(101);
    const typed = 'SELECT $1 AS value';
    const answer = await prepared.query(typed, [7], { paramTypes: [23] });
    expect(answer.rows).toEqual([{ value: 7 }]);
    const texts = await preparedTexts();
    expect(texts).not.toContain(bulk);
    expect(texts).not.toContain(typed);
  });
});
