import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// `.pnpmfile.cjs` makes the install fetch only this machine's build of hardhat's node (docs/developing.md#development).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const require = createRequire(import.meta.url)
const { hooks } = require(path.join(root, '.pnpmfile.cjs')) as { hooks: { readPackage: (manifest: Manifest) => Manifest } }
type Manifest = { name: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[]; libc?: string[] }

const virtualStore = path.join(root, 'node_modules', '.pnpm')

/** The installed node's manifest and the platform builds it lists. */
function installedNode() {
  const dir = readdirSync(virtualStore).find((entry) => /^@nomicfoundation\+edr@/.test(entry))
  expect(dir, 'hardhat node in the virtual store').toBeDefined()
  const manifest = JSON.parse(readFileSync(path.join(virtualStore, dir!, 'node_modules', '@nomicfoundation', 'edr', 'package.json'), 'utf8')) as Manifest
  return { manifest, builds: Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@nomicfoundation/edr-')) }
}

test("the install holds one build of hardhat's node, the one for this machine", () => {
  const header = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header
  const libc = header.glibcVersionRuntime ? 'glibc' : 'musl'
  const own = installedNode().builds.filter((name) => {
    const build = hooks.readPackage({ name })
    return build.os?.includes(process.platform) && build.cpu?.includes(process.arch) && (!build.libc || build.libc.includes(libc))
  })
  expect(own, 'a platform hardhat builds its node for').toHaveLength(1)
  const installed = readdirSync(virtualStore).filter((entry) => /^@nomicfoundation\+edr-/.test(entry))
  // A fresh clone's frozen install; an install that resolves again (after a dependency change) fetches all
  // seven until node_modules is removed and installed again with --frozen-lockfile.
  expect(installed.map((entry) => entry.replace('+', '/').replace(/@[^@]*$/, '')), 'the frozen install of the lockfile').toEqual(own)
})

test('every build the installed node lists is declared optional, with the platform it is for', () => {
  const { manifest, builds } = installedNode()
  expect(builds).toHaveLength(7)

  const read = hooks.readPackage(structuredClone(manifest))
  expect(Object.keys(read.optionalDependencies ?? {}).toSorted()).toEqual(builds.toSorted())
  expect(Object.keys(read.dependencies ?? {}).filter((name) => name.startsWith('@nomicfoundation/edr-'))).toEqual([])
  // A build the hook does not know (a new platform in a new release) would be fetched everywhere again.
  for (const name of builds) {
    const build = hooks.readPackage({ name })
    expect(build.os, name).toHaveLength(1)
    expect(build.cpu, name).toHaveLength(1)
    if (build.os![0] === 'linux') expect(build.libc, name).toHaveLength(1)
  }
})

test('the hook leaves every other package as it is', () => {
  const manifest = { name: 'viem', dependencies: { '@nomicfoundation/edr-linux-x64-gnu': '1.0.0', ox: '0.14.45' } }
  expect(hooks.readPackage(structuredClone(manifest))).toEqual(manifest)
})
