import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/executed-rows.js';
import * as schema from '../../db/schema.js';

/** A table of the schema as an export carries it. */
export interface PortalTable {
  name: string;
  table: PgTable;
  /** The columns an insert names: all but the generated ones, which the database computes. */
  written: PgColumn[];
  /** The primary key, which pages are read in the order of. */
  key: PgColumn[];
  /** The columns a sequence numbers (serial, bigserial). */
  numbered: PgColumn[];
}

/**
 * Tables whose rows the migrations put in place (the search version row): a fresh database is
 * empty without them, and an import replaces their rows, last, after the triggers of the other
 * tables have raised them.
 */
export const MIGRATION_FILLED = new Set(['search_catalogue']);

function describe(table: PgTable): PortalTable {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns;
  return {
    name: config.name,
    table,
    written: config.columns.filter((column) => column.generated === undefined),
    key: composite ?? config.columns.filter((column) => column.primary),
    numbered: config.columns.filter((column) => /serial$/.test(column.getSQLType())),
  };
}

const referenced = (table: PgTable): PgTable[] =>
  getTableConfig(table).foreignKeys.map((key) => key.reference().foreignTable);

/**
 * Every table of the schema, each after the tables it references, so rows go in in this order;
 * the tables the migrations fill come last.
 */
export function portalTables(): PortalTable[] {
  const all = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const ordered: PgTable[] = [];
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    for (const parent of referenced(table)) if (parent !== table) visit(parent);
    ordered.push(table);
  };
  all.forEach(visit);
  const tables = ordered.map(describe);
  return [
    ...tables.filter((table) => !MIGRATION_FILLED.has(table.name)),
    ...tables.filter((table) => MIGRATION_FILLED.has(table.name)),
  ];
}

const list = (columns: PgColumn[], prefix?: string) =>
  sql.join(
    columns.map((column) =>
      prefix
        ? sql`${sql.identifier(prefix)}.${sql.identifier(column.name)}`
        : sql.identifier(column.name),
    ),
    sql`, `,
  );

/**
 * One page of rows, each as PostgreSQL writes it in JSON (`row_to_json`): timestamps to the
 * microsecond with their offset, bigints as their digits, jsonb as itself, bytea as hex. Drizzle's
 * own reading would make dates of timestamps and drop their microseconds. Pages follow the primary
 * key: `after` is the last row of the page before, whose key the database reads back itself.
 */
export async function readPage(
  db: Db,
  table: PortalTable,
  after: string | null,
  size: number,
): Promise<string[]> {
  const name = sql.identifier(table.name);
  const from: SQL =
    after === null
      ? sql``
      : sql`WHERE (${list(table.key, 't')}) > (SELECT ${list(table.key, 'k')}
          FROM json_populate_record(null::${name}, ${after}::text::json) k)`;
  const result = await db.execute(
    sql`SELECT row_to_json(t)::text AS line FROM ${name} t ${from}
        ORDER BY ${list(table.key, 't')} LIMIT ${size}`,
  );
  return rowsOf<{ line: string }>(result).map((row) => row.line);
}

/** Inserts rows as `readPage` wrote them, each column read back from its JSON exactly. */
export async function insertRows(db: Db, table: PortalTable, lines: string[]): Promise<number> {
  if (lines.length === 0) return 0;
  const name = sql.identifier(table.name);
  const columns = list(table.written);
  await db.execute(
    sql`INSERT INTO ${name} (${columns}) SELECT ${columns}
        FROM json_populate_recordset(null::${name}, ${`[${lines.join(',')}]`}::text::json)`,
  );
  return lines.length;
}

/** Moves each sequence of the table past its highest id, so new rows get ids of their own. */
export async function resetSequences(db: Db, table: PortalTable): Promise<void> {
  for (const column of table.numbered) {
    const id = sql.identifier(column.name);
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column.name}),
          coalesce(max(${id}), 0) + 1, false) FROM ${sql.identifier(table.name)}`,
    );
  }
}

/** Whether the table holds any row. */
export async function holdsRows(db: Db, table: PortalTable): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table.name)}) AS held`,
  );
  return rowsOf<{ held: boolean }>(result)[0]?.held === true;
}

/** The migrations applied to the database: how many, and the newest one's timestamp. */
export async function schemaVersion(db: Db): Promise<{ migrations: number; latest: string }> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS migrations, coalesce(max(created_at), 0)::text AS latest
        FROM drizzle.__drizzle_migrations`,
  );
  const [row] = rowsOf<{ migrations: number; latest: string }>(result);
  return { migrations: Number(row?.migrations ?? 0), latest: String(row?.latest ?? '0') };
}
