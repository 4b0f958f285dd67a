import { defineConfig } from 'drizzle-kit';

/** Used only to generate migrations (`npm run db:generate`); they are applied from code at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
