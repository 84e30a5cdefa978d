import type { DbOrTx } from './client';

/**
 * One value per database, built on first use: a prepared statement (planned once instead of
 * rebuilt by the query builder on every request) or a process cache of reference data. A promise
 * that rejects is forgotten, so the next call loads again.
 */
export function perDatabase<Value>(build: (db: DbOrTx) => Value): (db: DbOrTx) => Value {
  const values = new WeakMap<object, Value>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = build(db);
      values.set(db, value);
      if (value instanceof Promise) value.catch(() => values.delete(db));
    }
    return value;
  };
}
