import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// What the workspace install does not fetch, because nothing running the site or the tests loads it
// (docs/developing.md#development): read from the lockfile, which is what a fresh clone installs.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const require = createRequire(import.meta.url)
const { hooks } = require(path.join(root, '.pnpmfile.cjs')) as { hooks: { readPackage: (manifest: { name: string; optionalDependencies?: Record<string, string> }) => unknown } }

/** The lockfile's packages as name@version, e.g. 'solc@0.8.28'. */
function lockedPackages(lockfile: string): string[] {
  const section = lockfile.slice(lockfile.indexOf('\npackages:\n'), lockfile.indexOf('\nsnapshots:\n'))
  return [...section.matchAll(/^ {2}'?((?:@[^/\s]+\/)?[^@\s']+@[^:'(\s]+)'?:$/gm)].map((match) => match[1]!)
}

const workspace = lockedPackages(readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8'))
const named = (name: string) => workspace.filter((entry) => entry.slice(0, entry.lastIndexOf('@')) === name)

test('the lockfile is read: it holds the site and its toolchain', () => {
  expect(named('next')).toHaveLength(1)
  expect(named('hardhat')).toHaveLength(1)
})

test("forge is not in the workspace install: the contracts' invariant runner installs it on first use, from its own lockfile", () => {
  expect(workspace.filter((entry) => entry.startsWith('@foundry-rs/'))).toEqual([])
  const foundry = lockedPackages(readFileSync(path.join(root, 'packages/contracts/foundry/pnpm-lock.yaml'), 'utf8'))
  expect(foundry).toContain('@foundry-rs/forge@1.7.1')
})

test("Lighthouse is not in the workspace install: the site's bench installs it on first use, from its own lockfile", () => {
  expect(workspace.filter((entry) => /^(lighthouse|puppeteer-core|chromium-bidi)@/.test(entry))).toEqual([])
  const bench = lockedPackages(readFileSync(path.join(root, 'apps/web/bench/lighthouse/pnpm-lock.yaml'), 'utf8'))
  expect(bench).toContain('lighthouse@12.8.2')
})

test("sharp is not installed: the site turns Next's image optimizer off, the only code that loads it", () => {
  expect(workspace.filter((entry) => /^(sharp|@img\/)/.test(entry))).toEqual([])
  const next = { name: 'next', optionalDependencies: { sharp: '^0.35.5', '@next/swc-linux-x64-gnu': '16.4.6' } }
  expect(hooks.readPackage(next)).toEqual({ name: 'next', optionalDependencies: { '@next/swc-linux-x64-gnu': '16.4.6' } })
})

test('one solc and one TypeScript 5, not a second copy of each for hardhat and attw', () => {
  expect(named('solc')).toEqual(['solc@0.8.28'])
  expect(named('typescript').filter((entry) => entry.startsWith('typescript@5.'))).toEqual(['typescript@5.9.3'])
})
