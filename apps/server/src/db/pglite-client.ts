import {
  messages as backend,
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { overriding } from './overriding.js';
import { PREPARED_MAX_PARAMETERS } from './prepared.js';

/**
 * The types drizzle reads as PostgreSQL's text (it makes its own dates of them), so it hands PGlite
 * a parser for each with every query that answers the text unchanged: timestamps, intervals,
 * dates, and the arrays of numerics, timestamps, intervals and dates.
 */
const DRIVER_TEXT_TYPES = new Set<string>(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map(String),
);

const asText = (value: string): string => value;

/**
 * Options without their parsers when every one is for a type the client itself reads as text; as
 * they came otherwise.
 */
function withoutOwnParsers(client: PGlite, options: QueryOptions | undefined) {
  if (!options?.parsers) return options;
  const own = Object.keys(options.parsers).every(
    (type) => DRIVER_TEXT_TYPES.has(type) && client.parsers[type] === asText,
  );
  if (!own) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

/** Statements kept at most: the repositories' shapes are a few hundred at most. */
const MAX_STATEMENTS = 1000;

interface Statement {
  name: string;
  /** The type of each parameter, as the server worked them out. */
  parameterTypes: number[];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
};

/** Tells a failed query's error what was asked, as PGlite's own `query` does. */
function describedError(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * A query as a named prepared statement: parsed and planned once, then each run is one call into
 * the database (bind, describe, execute, sync) instead of PGlite's six, with nothing parsed again.
 * Runs under PGlite's own locks, so it waits for any transaction to end as `query` does.
 */
function preparedQueries(client: PGlite) {
  const { serialize } = protocol;
  const statements = new Map<string, Statement>();
  /** Names are never reused, not even a failed statement's. */
  let named = 0;

  async function statementFor(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    named += 1;
    const name = `prepared_${named}`;
    const messages = await client.execProtocolStream(
      concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find(
      (message) => message instanceof backend.ParameterDescriptionMessage,
    );
    const statement = { name, parameterTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  }

  /**
   * Each value as PGlite's `query` sends it: through the serializer of its type, or else its
   * `toString()`, which every value but null and undefined has.
   */
  const serialised = (params: unknown[], parameterTypes: number[]) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[parameterTypes[i] ?? 0];
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async (): Promise<Results<T>> => {
        try {
          const statement = await statementFor(text);
          const messages = await client.execProtocolStream(
            concat([
              serialize.bind({
                statement: statement.name,
                values: serialised(params, statement.parameterTypes),
              }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          await client.syncToFs();
          const [results] = parse.parseResults(messages, client.parsers, options);
          if (!results) throw new Error(`no results for ${text}`);
          return results as Results<T>;
        } catch (error) {
          throw describedError(error, text, params, options);
        }
      }),
    );
  }

  /** Whether a query can go as a prepared statement: plain rows, not a bulk write's many values. */
  const preparable = (text: string, params: unknown[], options?: QueryOptions): boolean =>
    params.length <= PREPARED_MAX_PARAMETERS &&
    Object.keys(options ?? {}).every((key) => key === 'rowMode') &&
    (statements.has(text) || statements.size < MAX_STATEMENTS);

  return { run, preparable };
}

/**
 * PGlite as drizzle sees it.
 *
 * Drizzle passes its parsers with every query, and PGlite answers a query given parsers by first
 * copying its whole table of them, some 320 types: half again the time of a simple query, and
 * garbage for the collector. Once PGlite is ready (it sets the parsers of array types then), the
 * client reads drizzle's types as text itself, and a query whose parsers are those goes without.
 *
 * Drizzle hands every query to PGlite unnamed, which PGlite sends as six messages, each a call into
 * the database, and PostgreSQL parses and plans it anew each time: a query outside a transaction
 * is kept as a prepared statement instead (see `preparedQueries`), which halves its time. Queries
 * in a transaction, with other options or with many values go through PGlite's `query`.
 */
export function preparingPglite(client: PGlite): PGlite {
  void client.waitReady.then(() => {
    for (const type of DRIVER_TEXT_TYPES) client.parsers[type] = asText;
  });
  const prepared = preparedQueries(client);
  const query = (<T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    const own = withoutOwnParsers(client, options);
    return prepared.preparable(text, params, own)
      ? prepared.run<T>(text, params, own)
      : client.query<T>(text, params, own);
  }) as PGlite['query'];
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) =>
      callback(
        overriding(tx, {
          query: (text: string, params?: unknown[], options?: QueryOptions) =>
            tx.query(text, params, withoutOwnParsers(client, options)),
        }),
      ),
    );
  return overriding(client, { query, transaction });
}
