// `pnpm dev`, the README's run command:
//  1. builds the JavaScript (no type declarations) of the workspace packages the site runs on: the site's
//     dependencies and theirs, not the test-only ones, one after the other in this one process;
//  2. then runs the site's own dev script (apps/web/scripts/dev.mjs: Stardust Local, then next dev).
// A turbo task per package started pnpm and tsup anew each time, about 1.5 CPU-s a package before any
// building: most of the 8 s the builds took on a 2-core machine. Here tsup loads once.
// A package's build script is `tsup && stardust-declarations`, perhaps after other commands (contracts:
// the compile check): those run as they are, in the package's folder; the declarations are skipped.
import { execSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { commandsBeforeTsup, runtimePackages } from './devPackages.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const site = path.join(root, 'apps', 'web')

// What a package build's stardust-declarations reads (for `turbo run dev` too): no declarations.
process.env.STARDUST_JS_ONLY = '1'
const started = Date.now()
const packages = runtimePackages(site)
for (const dir of packages.values()) {
  for (const command of commandsBeforeTsup(dir)) execSync(command, { cwd: dir, stdio: 'inherit' })
  const { build } = await import(pathToFileURL(createRequire(path.join(dir, 'package.json')).resolve('tsup')).href)
  // tsup reads its config and entries from the working folder, one package at a time; esbuild took its
  // folder when first loaded, so each build names it (no package's tsup config sets esbuildOptions).
  process.chdir(dir)
  await build({ silent: true, esbuildOptions: (options) => void (options.absWorkingDir = dir) })
}
process.chdir(root)
console.log(`pnpm dev: built ${packages.size} packages (JavaScript only) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${[...packages.keys()].join(', ')}`)

await import(pathToFileURL(path.join(site, 'scripts', 'dev.mjs')).href)
