/**
 * `npm run db:migrate -w @skillhub/server`: brings the database the environment names (DATABASE_URL, else the
 * embedded database in DATA_DIR, created if missing) up to this build's schema, then exits without serving or
 * seeding. A server runs the same migrations at start; run them alone as a deploy step before new processes
 * start, or to make an empty migrated data folder to start servers from (the page tests' servers copy one
 * instead of each creating and migrating a database of their own).
 */
import { type AppConfig, ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

/** A wrong setting or an unreachable database is said in one line, as the server's start says it, never a stack. */
function fail(what: string, error: unknown): never {
  console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail('Configuration error', error);
}
try {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    console.log(`Migrated ${database.location}`);
  } finally {
    await database.close();
  }
} catch (error) {
  fail('Migrating the database failed', error);
}
