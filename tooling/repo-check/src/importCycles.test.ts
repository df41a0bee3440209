import { readdirSync } from 'node:fs'
import path from 'node:path'
import { findImportCycles } from '@stardust/vitest-config/import-cycles'
import { expect, test } from 'vitest'
import { repoRoot } from './repoFiles'

// Every package's sources, the site's and its end-to-end suite's import each other one way: a circle,
// even of types alone, makes a file impossible to read (or load) without the one that imports it.
const root = repoRoot(import.meta.dirname)

test.each(readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`))('behavior: %s has no import circle', (dir) => {
  expect(findImportCycles({ root, dirs: [dir] })).toEqual([])
})

test('behavior: the site (app/, src/) and its end-to-end suite (e2e/) have no import circle', () => {
  const aliases = { '@/': path.join(root, 'apps/web/src/') }
  expect(findImportCycles({ root, dirs: ['apps/web/app', 'apps/web/src'], aliases })).toEqual([])
  expect(findImportCycles({ root, dirs: ['apps/web/e2e'] })).toEqual([])
})
