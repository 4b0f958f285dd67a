/**
 * `npm run db:migrate -w @skillhub/server`: brings the database the environment names (DATABASE_URL, else the
 * embedded database in DATA_DIR, created if missing) up to this build's schema, then exits without serving or
 * seeding. A server runs the same migrations at start; run them alone as a deploy step before new processes
 * start, or to make an empty migrated data folder to start servers from (the page tests' servers copy one
 * instead of each creating and migrating a database of their own).
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(`Migrated ${database.location}`);
} finally {
  await database.close();
}
