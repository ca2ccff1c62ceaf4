import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` uses this: it writes SQL migrations from the schema, without a database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
