import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export type Manifest = {
  name: string
  version: string
  private?: boolean
  bin?: Record<string, string>
  exports?: Record<string, unknown>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/** Every package under packages/ with its manifest, published or not. */
export function workspacePackages(): Manifest[] {
  const dir = join(WORKSPACE_ROOT, 'packages')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return [JSON.parse(readFileSync(join(dir, entry.name, 'package.json'), 'utf8')) as Manifest]
      } catch {
        return []
      }
    })
}
