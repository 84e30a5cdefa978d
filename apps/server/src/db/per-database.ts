import type { DbOrTx } from './client';

function cacheBy<Value>(keyOf: (db: DbOrTx) => object, build: (db: DbOrTx) => Value) {
  const values = new WeakMap<object, Value>();
  return (db: DbOrTx): Value => {
    const key = keyOf(db);
    let value = values.get(key);
    if (value === undefined) {
      value = build(db);
      values.set(key, value);
      if (value instanceof Promise) value.catch(() => values.delete(key));
    }
    return value;
  };
}

/**
 * One value per database handle, built on first use: a prepared statement (planned once instead of
 * rebuilt by the query builder on every request), which must run on the handle (and so in the
 * transaction) that asks. A promise that rejects is forgotten, so the next call loads again.
 */
export const perDatabase = <Value>(build: (db: DbOrTx) => Value) => cacheBy((db) => db, build);

/**
 * The object a database and every transaction opened on it share (Drizzle's dialect, an internal
 * field): a transaction is a new handle, and keyed by the handle a cache would be rebuilt in each.
 */
const databaseOf = (db: DbOrTx): object => (db as unknown as { dialect: object }).dialect;

/**
 * One process cache of reference data per database, shared by its transactions: a cart write in a
 * transaction reads the same cached catalogue as a read outside one.
 */
export const perDatabaseCache = <Value>(build: (db: DbOrTx) => Value) => cacheBy(databaseOf, build);
