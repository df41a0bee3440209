import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { batchChecksum, checksumMatches, transactionBuilderBatch } from './txBuilder.js'

// The batch of the Transaction Builder's own checksum test (safe-global's tx-builder, lib/checksum.test), with the
// checksum its test expects: computed with the file's `checksum` left out and its name set to null.
const safeFixture = () => JSON.parse(readFileSync(new URL('../../test/fixtures/safe-tx-builder-batch.json', import.meta.url), 'utf8')) as Parameters<typeof batchChecksum>[0]
const SAFE_EXPECTS = '0x86c81826dbf7e8a37612153294cc85fdf5c81998dd0a44b86d945502a7eace7c'

test("default: the checksum of Safe's own test batch is the one Safe's test expects", () => {
  expect(batchChecksum(safeFixture())).toBe(SAFE_EXPECTS)
})

test('behavior: key order does not count, the name does not count, everything else does', () => {
  const batch = safeFixture()
  const reversed = Object.fromEntries(Object.entries(batch).reverse()) as typeof batch
  expect(batchChecksum(reversed)).toBe(SAFE_EXPECTS)
  expect(batchChecksum({ ...batch, meta: { ...batch.meta, name: 'renamed' } })).toBe(SAFE_EXPECTS)
  const transactions = [...(batch.transactions as unknown[])].reverse()
  expect(batchChecksum({ ...batch, transactions })).not.toBe(SAFE_EXPECTS)
})

test('behavior: a batch file written by stardust-ops carries its checksum, and an altered file no longer matches', () => {
  const safe = '0x1111111111111111111111111111111111111111'
  const batch = transactionBuilderBatch(31337, safe, 'pause-31337-1', 'pause the sale', [{ to: '0x2222222222222222222222222222222222222222', value: 0n, data: '0x8456cb59' }], 1_700_000_000_000)
  const file = JSON.parse(JSON.stringify(batch)) as typeof batch
  expect(file.meta.checksum).toMatch(/^0x[0-9a-f]{64}$/)
  expect(checksumMatches(file)).toBe(true)

  const altered = JSON.parse(JSON.stringify(batch)) as typeof batch
  altered.transactions[0]!.to = '0x3333333333333333333333333333333333333333'
  expect(checksumMatches(altered)).toBe(false)
  const moreValue = JSON.parse(JSON.stringify(batch)) as typeof batch
  moreValue.transactions[0]!.value = '1'
  expect(checksumMatches(moreValue)).toBe(false)
})
