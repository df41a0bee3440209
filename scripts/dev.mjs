// `pnpm dev`, the README's run command:
//  1. builds the JavaScript (no type declarations) of the workspace packages the site runs on: the site's
//     dependencies and theirs, not the test-only ones, one after the other in this one process;
//  2. then runs the site's own dev script (apps/web/scripts/dev.mjs: Stardust Local, then next dev).
// A turbo task per package started pnpm and tsup anew each time, about 1.5 CPU-s a package before any
// building: most of the 8 s the builds took on a 2-core machine. Here tsup loads once.
// A package's build script is `tsup`, or commands then `&& tsup` (contracts: the compile check); the
// commands run as they are, in the package's folder.
import { execSync } from 'node:child_process'
import { readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const site = path.join(root, 'apps', 'web')
const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))

/** The workspace packages `dir` runs on (its `workspace:` dependencies and theirs), each after the ones it needs. */
function runtimePackages(dir, found = new Map()) {
  for (const [name, version] of Object.entries(readPackage(dir).dependencies ?? {})) {
    if (!version.startsWith('workspace:') || found.has(name)) continue
    const packageDir = realpathSync(path.join(dir, 'node_modules', name))
    runtimePackages(packageDir, found)
    found.set(name, packageDir)
  }
  return found
}

process.env.STARDUST_JS_ONLY = '1'
const started = Date.now()
const packages = runtimePackages(site)
for (const [name, dir] of packages) {
  const steps = (readPackage(dir).scripts?.build ?? '').split('&&').map((step) => step.trim())
  if (steps.at(-1) !== 'tsup') throw new Error(`${name}: pnpm dev builds packages whose build script ends with tsup, not "${steps.join(' && ')}"`)
  for (const command of steps.slice(0, -1)) execSync(command, { cwd: dir, stdio: 'inherit' })
  const { build } = await import(pathToFileURL(createRequire(path.join(dir, 'package.json')).resolve('tsup')).href)
  // tsup reads its config and entries from the working folder, one package at a time; esbuild took its
  // folder when first loaded, so each build names it (no package's tsup config sets esbuildOptions).
  process.chdir(dir)
  await build({ silent: true, esbuildOptions: (options) => void (options.absWorkingDir = dir) })
}
process.chdir(root)
console.log(`pnpm dev: built ${packages.size} packages (JavaScript only) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${[...packages.keys()].join(', ')}`)

await import(pathToFileURL(path.join(site, 'scripts', 'dev.mjs')).href)
