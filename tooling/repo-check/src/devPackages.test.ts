import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { commandsBeforeTsup, runtimePackages } from '../../../scripts/devPackages.mjs'

// `pnpm dev` (scripts/dev.mjs) builds these packages itself, in one process, before the site starts.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const site = path.join(root, 'apps', 'web')

test('pnpm dev builds every workspace package the site runs on, each after the ones it needs, and no test-only one', () => {
  const packages = runtimePackages(site)
  const names = [...packages.keys()]
  expect(names.toSorted()).toEqual(
    ['api-client', 'auth-server', 'chains', 'contracts', 'game', 'rewards-server', 'ui', 'wallet-auth'].map((name) => `@stardust/${name}`),
  )
  for (const [name, dir] of packages) {
    const needs = Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {}).filter((dep) => dep.startsWith('@stardust/'))
    for (const need of needs) expect(names.indexOf(need), `${name} after ${need}`).toBeLessThan(names.indexOf(name))
  }
})

test('every package pnpm dev builds can be built its way: tsup, then the declarations it skips, esbuild options its own', () => {
  for (const [name, dir] of runtimePackages(site)) {
    expect(() => commandsBeforeTsup(dir), name).not.toThrow()
    const config = readFileSync(path.join(dir, 'tsup.config.ts'), 'utf8')
    // Declarations are stardust-declarations' (TypeScript 7), never tsup's: pnpm dev's tsup would build them.
    expect(config, name).not.toMatch(/\bdts\b/)
    // scripts/dev.mjs sets esbuildOptions (the working folder) and would replace a package's own
    expect(config, name).not.toContain('esbuildOptions')
  }
  expect(commandsBeforeTsup(path.join(root, 'packages', 'contracts'))).toEqual(['node scripts/compile.mjs'])
})

test('a package whose build does not end with tsup and its declarations is refused by name', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-packages-'))
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@stardust/other', scripts: { build: 'tsup && next build' } }))
    expect(() => commandsBeforeTsup(dir)).toThrow(
      '@stardust/other: pnpm dev builds packages whose build script ends with "tsup && stardust-declarations", not "tsup && next build"',
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a workspace dependency that is not installed is named, with what to do', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-packages-'))
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', dependencies: { '@stardust/chains': 'workspace:*' } }))
    expect(() => runtimePackages(dir)).toThrow(`@stardust/chains is missing from ${path.join(dir, 'node_modules')}: run pnpm install first`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
