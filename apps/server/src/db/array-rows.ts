import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { queryKnownColumns } from './known-columns-query';
import { perDatabase } from './per-database';

/*
 * The hot reads (a patient's session with its plan or cart, on every shop and cart request) skip
 * the query builder's row mapping, which cost more than the query's own round trip (issue 18: a
 * cart read took ~145 µs of the process's CPU through Drizzle, ~65 µs as array rows). The SQL is
 * still the builder's, made once; the rows come back as arrays and a repository maps them by
 * position. Values come back as Drizzle gives them: timestamps and dates as text, turned into
 * Dates by the repository where a column is a timestamp, dates left as 'YYYY-MM-DD'.
 */

const TEXT_TYPES = [pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.includes(typeId) ? asText : pg.types.getTypeParser(typeId, format),
};
const pgliteParsers = Object.fromEntries(TEXT_TYPES.map((typeId) => [typeId, asText]));

interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

/** A named statement of array rows, built once per database from a query builder's select. */
export function arrayRowsStatement(name: string, build: (db: Database) => Built) {
  const statementOf = perDatabase((db) => {
    const { sql, params } = build(db as Database).toSQL();
    return { name, text: sql, params };
  });
  return async (db: Database, values: Record<string, unknown>): Promise<unknown[][]> => {
    const statement = statementOf(db);
    const filled = fillPlaceholders(statement.params, values);
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    if (client instanceof pg.Pool) return queryKnownColumns(client, statement, filled, pgTypes);
    const result = await client.query<unknown[]>(statement.text, filled, {
      rowMode: 'array',
      parsers: pgliteParsers,
    });
    return result.rows;
  };
}

/**
 * A named statement answering the rows of a set-returning SQL function, its arguments given by
 * name in the function's order.
 */
export function functionRowsStatement(functionName: string, argumentNames: readonly string[]) {
  const text = `select * from ${functionName}(${argumentNames.map((_, n) => `$${n + 1}`).join(', ')})`;
  const params = argumentNames.map((name) => sql.placeholder(name));
  return arrayRowsStatement(functionName, () => ({ toSQL: () => ({ sql: text, params }) }));
}

/** A `timestamp with time zone` column's text as Drizzle maps it; null stays null. */
export const timestampOf = (value: unknown) => (value === null ? null : new Date(value as string));
