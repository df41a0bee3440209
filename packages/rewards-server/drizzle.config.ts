import { defineConfig } from 'drizzle-kit'

// `pnpm db:generate` writes a migration for schema changes into ./drizzle (offline; no database needed).
export default defineConfig({ dialect: 'postgresql', schema: './src/db/schema.ts', out: './drizzle' })
