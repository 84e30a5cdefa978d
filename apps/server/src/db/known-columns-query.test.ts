import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type KnownColumnsStatement, queryKnownColumns } from './known-columns-query';

// The driver's protocol only: PGlite runs no wire protocol, so this runs on real PostgreSQL
// (TEST_DATABASE_URL, as CI's PostgreSQL run sets it).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a named statement whose columns are known', () => {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  afterAll(() => pool.end());
  afterEach(() => vi.restoreAllMocks());

  const statementOf = (text: string): KnownColumnsStatement => ({
    name: `known_columns_test_${Math.random().toString(36).slice(2)}`,
    text,
  });
  const run = (statement: KnownColumnsStatement, values: unknown[]) =>
    queryKnownColumns(pool, statement, values, pg.types);

  it('asks for the row description once, then parses every connection’s rows with it', async () => {
    const describes = vi.spyOn(pg.Connection.prototype, 'describe');
    const statement = statementOf(
      'select $1::integer + 1 as next, $2::text as label, null::text as nothing, true as flag',
    );
    expect(await run(statement, [41, 'first'])).toEqual([[42, 'first', null, true]]);
    expect(describes).toHaveBeenCalledTimes(1);

    // Three connections at once: two of them prepare the statement without describing it.
    const replies = await Promise.all(Array.from({ length: 9 }, (_, n) => run(statement, [n, `call ${n}`])));
    expect(replies).toEqual(Array.from({ length: 9 }, (_, n) => [[n + 1, `call ${n}`, null, true]]));
    expect(describes).toHaveBeenCalledTimes(1);
  });

  it('answers every row, and none when nothing matches', async () => {
    const statement = statementOf('select n from generate_series(1, $1::integer) as n');
    expect(await run(statement, [3])).toEqual([[1], [2], [3]]);
    expect(await run(statement, [0])).toEqual([]);
  });

  it('rejects with the database’s error and leaves the connection usable', async () => {
    const statement = statementOf('select 10 / $1::integer as share');
    expect(await run(statement, [2])).toEqual([[5]]);
    await expect(run(statement, [0])).rejects.toMatchObject({ code: '22012' });
    const again = await Promise.all([1, 5, 10].map((divisor) => run(statement, [divisor])));
    expect(again).toEqual([[[10]], [[2]], [[1]]]);
  });

  it('sends a value its own way (toPostgres) in any position', async () => {
    const statement = statementOf('select $1::text as first, $2::text as second');
    const seven = { toPostgres: () => 'seven' };
    expect(await run(statement, ['one', seven])).toEqual([['one', 'seven']]);
  });

  it('refuses a value it cannot send without sending anything', async () => {
    const statement = statementOf('select $1::jsonb as document');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(run(statement, [circular])).rejects.toThrow(TypeError);
    expect(await run(statement, [{ ok: true }])).toEqual([[{ ok: true }]]);
  });
});
