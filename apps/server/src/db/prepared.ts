import type { DbOrTx } from './client';

/**
 * A statement built and planned once per database (a hot read: every shop call starts with one)
 * instead of being rebuilt by the query builder on every request.
 */
export function preparedPerDatabase<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const statements = new WeakMap<object, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
