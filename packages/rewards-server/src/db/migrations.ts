import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrationsFolder } from './migrationsFolder.js'

/** One committed migration, as drizzle-kit's journal lists it: `when` is what drizzle records once applied. */
export type Migration = { tag: string; when: number }

/** The migrations this release ships, oldest first. */
export function committedMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: Migration[] }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/** The command that brings a database up to this release's schema, as the messages name it. */
export const MIGRATE_COMMAND = 'stardust-migrate'
