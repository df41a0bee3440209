import { fileURLToPath } from 'node:url'
import { findImportCycles } from '@stardust/vitest-config/import-cycles'
import { expect, test } from 'vitest'

test('behavior: the source files import each other one way (no circles)', () => {
  const root = fileURLToPath(new URL('..', import.meta.url))
  expect(findImportCycles({ root, dirs: ['src'] })).toEqual([])
})
