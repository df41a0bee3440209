// What `pnpm dev` (scripts/dev.mjs) builds before the site starts, and how.
import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'

const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))

/**
 * The workspace packages the package in `dir` runs on: its `workspace:` dependencies and theirs (not
 * devDependencies: test-only packages), each after the ones it needs, as a Map of name to folder.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
export function runtimePackages(dir, found = new Map()) {
  for (const [name, version] of Object.entries(readPackage(dir).dependencies ?? {})) {
    if (!String(version).startsWith('workspace:') || found.has(name)) continue
    let packageDir
    try {
      packageDir = realpathSync(path.join(dir, 'node_modules', name))
    } catch {
      throw new Error(`${name} is missing from ${path.join(dir, 'node_modules')}: run pnpm install first`)
    }
    runtimePackages(packageDir, found)
    found.set(name, packageDir)
  }
  return found
}

/**
 * A package's build script split into the commands that run as they are, tsup, which `pnpm dev` runs in
 * its own process, and the type declarations after it, which `pnpm dev` skips (running the site needs
 * none). Throws for a build script of another shape.
 * @param {string} dir
 * @returns {string[]} the commands before tsup
 */
export function commandsBeforeTsup(dir) {
  const { name, scripts } = readPackage(dir)
  const steps = (scripts?.build ?? '').split('&&').map((step) => step.trim())
  if (steps.at(-2) !== 'tsup' || steps.at(-1) !== 'stardust-declarations') {
    throw new Error(`${name}: pnpm dev builds packages whose build script ends with "tsup && stardust-declarations", not "${steps.join(' && ')}"`)
  }
  return steps.slice(0, -2)
}
