import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// `.pnpmfile.cjs` makes the install fetch only this machine's build of hardhat's node (docs/operations.md#development).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const require = createRequire(import.meta.url)
const { hooks } = require(path.join(root, '.pnpmfile.cjs')) as { hooks: { readPackage: (manifest: Manifest) => Manifest } }
type Manifest = { name: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[]; libc?: string[] }

const virtualStore = path.join(root, 'node_modules', '.pnpm')
const edrBuilds = () => readdirSync(virtualStore).filter((dir) => /^@nomicfoundation\+edr-/.test(dir))

test("the install holds one build of hardhat's node, the one for this machine", () => {
  const libc = process.platform === 'linux' ? ((process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime ? 'gnu' : 'musl') : ''
  const builds: Record<string, string> = { 'linux-x64': `linux-x64-${libc}`, 'linux-arm64': `linux-arm64-${libc}`, 'darwin-x64': 'darwin-x64', 'darwin-arm64': 'darwin-arm64', 'win32-x64': 'win32-x64-msvc' }
  const own = builds[`${process.platform}-${process.arch}`]
  expect(own, 'a platform hardhat builds its node for').toBeDefined()
  expect(edrBuilds().map((dir) => dir.replace(/^@nomicfoundation\+edr-/, '').replace(/@.*$/, ''))).toEqual([own])
})

test('every build the installed node lists is declared optional, with the platform it is for', () => {
  const edrDir = readdirSync(virtualStore).find((dir) => /^@nomicfoundation\+edr@/.test(dir))
  expect(edrDir).toBeDefined()
  const manifest = JSON.parse(readFileSync(path.join(virtualStore, edrDir!, 'node_modules', '@nomicfoundation', 'edr', 'package.json'), 'utf8')) as Manifest
  const builds = Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@nomicfoundation/edr-'))
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
