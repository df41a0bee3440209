import { fileURLToPath } from 'node:url'
import { findImportCycles } from '@stardust/vitest-config/import-cycles'
import { expect, test } from 'vitest'

test('behavior: the wallet bridge and the wallet stack import each other one way (no circles)', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const aliases = { '@/': fileURLToPath(new URL('..', import.meta.url)) }
  expect(findImportCycles({ root, dirs: ['src/wallet-bridge', 'src/wallet'], aliases })).toEqual([])
})
