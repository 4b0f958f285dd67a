import type { Database } from './database.ts';

/**
 * A prepared statement built once per database (each test app has its own): for calls that come in bursts,
 * where building the query each time cost more than running it.
 */
export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
