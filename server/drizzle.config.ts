import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres:password@127.0.0.1:5432/portal' },
})
