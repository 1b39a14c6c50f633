import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  // scripts/check-migrations.mjs generates into a copy of the folder, so the repository stays untouched.
  out: process.env.DRIZZLE_MIGRATIONS_DIR ?? './src/db/migrations',
});
