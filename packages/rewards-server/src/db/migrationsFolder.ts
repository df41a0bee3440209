import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The committed drizzle-kit migrations (`<package>/drizzle`), found by walking up from this module:
 * it runs from src/db in tests and from dist in the built package.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = path.join(dir, 'drizzle')
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('@stardust/rewards-server: the drizzle migrations folder was not found')
    dir = parent
  }
}
