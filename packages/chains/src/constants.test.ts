import { expect, test } from 'vitest'
import { JSON_RPC_BATCH_SIZE, MULTICALL_BATCH } from './constants.js'

// Pins the figures of docs/behaviour.md (Constants) against accidental edits.
test('default: batching figures of docs/behaviour.md', () => {
  expect(MULTICALL_BATCH).toEqual({ batchSize: 1_024, wait: 0 })
  expect(JSON_RPC_BATCH_SIZE).toBe(1_000)
})
