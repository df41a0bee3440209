import { createClient, custom, type Hash } from 'viem'
import { describe, expect, test } from 'vitest'
import { followCallsStatus } from './followCallsStatus'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
const receipt = (n: number, ok = true) => ({ logs: [], status: ok ? '0x1' : '0x0', blockHash: hash(99), blockNumber: '0x10', gasUsed: '0x5208', transactionHash: hash(n) })

/** A wallet whose `wallet_getCallsStatus` answers `answers` in turn (the last one again and again). */
function walletAnswering(...answers: unknown[]) {
  let asked = 0
  const client = createClient({
    transport: custom({
      request: async ({ method }: { method: string }) => {
        if (method !== 'wallet_getCallsStatus') throw new Error(`unexpected ${method}`)
        return answers[Math.min(asked++, answers.length - 1)]
      },
    }),
  })
  return { client, asked: () => asked }
}

const base = { version: '2.0.0', id: '0x01', chainId: '0x1388' }
const follow = (client: ReturnType<typeof walletAnswering>['client'], timeout = 2_000) => followCallsStatus(client, { id: '0x01', calls: 2, pollingInterval: 5, timeout })

describe('followCallsStatus', () => {
  test('default: pending, then confirmed atomically: confirmed from the receipt', async () => {
    const wallet = walletAnswering({ ...base, status: 100, atomic: true }, { ...base, status: 200, atomic: true, receipts: [receipt(1)] })
    expect(await follow(wallet.client)).toMatchObject({ kind: 'confirmed', atomic: true, hash: hash(1) })
    expect(wallet.asked()).toBeGreaterThanOrEqual(2) // a pending answer does not end the wait
  })
  test('behavior: a status that stays pending ends as slow at the timeout, never as confirmed or failed', async () => {
    const wallet = walletAnswering({ ...base, status: 100, atomic: true })
    expect(await follow(wallet.client, 60)).toEqual({ kind: 'slow' })
  })
  test('behavior: confirmed with no receipts cannot be confirmed from the chain: unconfirmed', async () => {
    expect(await follow(walletAnswering({ ...base, status: 200, atomic: true, receipts: [] }).client)).toEqual({ kind: 'unconfirmed' })
    expect(await follow(walletAnswering({ ...base, status: 200, atomic: true }).client)).toEqual({ kind: 'unconfirmed' })
  })
  test('behavior: atomic: false with a successful receipt per call is confirmed; with one missing or reverted it is partial', async () => {
    const separate = { ...base, status: 200, atomic: false }
    expect(await follow(walletAnswering({ ...separate, receipts: [receipt(1), receipt(2)] }).client)).toMatchObject({ kind: 'confirmed', atomic: false, hash: hash(2) })
    expect(await follow(walletAnswering({ ...separate, receipts: [receipt(1)] }).client)).toMatchObject({ kind: 'partial' })
    expect(await follow(walletAnswering({ ...base, status: 600, atomic: false, receipts: [receipt(1), receipt(2, false)] }).client)).toMatchObject({ kind: 'partial' })
  })
  test('behavior: a reverted batch, or a wallet-reported failure, is failed', async () => {
    expect(await follow(walletAnswering({ ...base, status: 500, atomic: true, receipts: [receipt(1, false)] }).client)).toMatchObject({ kind: 'failed', hash: hash(1) })
    expect(await follow(walletAnswering({ ...base, status: 400, atomic: true }).client)).toMatchObject({ kind: 'failed' })
    // A wallet that says success while its receipt reverted: the receipt is believed.
    expect(await follow(walletAnswering({ ...base, status: 200, atomic: true, receipts: [receipt(1, false)] }).client)).toMatchObject({ kind: 'failed' })
  })
})
