import { createWalletClient, encodeFunctionData, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ManualMiningChain, startManualMiningChain } from '@/test/manualMiningChain'
import { intentOf } from './intent'
import { findLateAnswer, LATE_ANSWER_WINDOW_MS, lapsedRequests } from './lateAnswer'
import type { UnansweredRecord } from './unansweredRecords'

// A real hardhat node of this file's own, automatic mining off: each test mines when it means to.
let node: ManualMiningChain
const abi = parseAbi(['function ping(uint256 value)', 'function pong()'])
const target = '0x000000000000000000000000000000000000bEEF'
// Hardhat's public development keys #7 to #9: one account per test, so nonces stay apart.
const keys = [
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const
const intent = intentOf({ address: target, abi, functionName: 'ping', args: [1n] })
const ping = encodeFunctionData({ abi, functionName: 'ping', args: [2n] })
const pong = encodeFunctionData({ abi, functionName: 'pong' })

beforeAll(async () => {
  node = await startManualMiningChain()
}, 90_000)
afterAll(async () => await node?.stop())

const send = (key: `0x${string}`, data: `0x${string}`) => createWalletClient({ account: privateKeyToAccount(key), transport: http(node.url) }).sendTransaction({ chain: null, to: target, data })

/** A request asked now and given up on (settled without a finding, as the flow leaves it), as the store keeps it. */
async function lapsedAsk(key: `0x${string}`, name: string): Promise<UnansweredRecord> {
  const account = privateKeyToAccount(key).address
  return {
    key: name, chainId: 31337, account, description: 'Buy 10 STAR', status: 'cancelled', addedAt: Date.now(), action: 'buy:31337:x:y', intent,
    nonce: await node.client.getTransactionCount({ address: account, blockTag: 'pending' }),
    block: Number(await node.client.getBlockNumber({ cacheTime: 0 })),
  }
}

describe('findLateAnswer', () => {
  test('default: nothing left the account since: nothing found; the request sent late, waiting then mined: found, with its key', async () => {
    const asked = await lapsedAsk(keys[0], 'k0')
    const account = asked.account
    expect(await findLateAnswer(node.client, { account, lapsed: [asked], known: new Set() })).toBeUndefined()
    await node.mine()
    const hash = await send(keys[0], ping)
    expect(await findLateAnswer(node.client, { account, lapsed: [asked], known: new Set() })).toEqual({ hash, key: 'k0' })
    await node.mine()
    await node.mine()
    expect(await findLateAnswer(node.client, { account, lapsed: [asked], known: new Set() })).toEqual({ hash, key: 'k0' })
  })

  test('behavior: only another call went out: nothing found; a later send of the call this browser knows is no late answer', async () => {
    const asked = await lapsedAsk(keys[1], 'k1')
    const account = asked.account
    await send(keys[1], pong)
    await node.mine()
    expect(await findLateAnswer(node.client, { account, lapsed: [asked], known: new Set() })).toBeUndefined()
    const own = await send(keys[1], ping)
    await node.mine()
    expect(await findLateAnswer(node.client, { account, lapsed: [asked], known: new Set([own.toLowerCase()]) })).toBeUndefined()
    expect(await findLateAnswer(node.client, { account, lapsed: [asked], known: new Set() })).toEqual({ hash: own, key: 'k1' })
  })

  test('behavior: of two requests given up on, the transaction answers the latest asked at or before its nonce', async () => {
    const first = await lapsedAsk(keys[2], 'first')
    await send(keys[2], pong)
    await node.mine()
    const second = await lapsedAsk(keys[2], 'second')
    const hash = await send(keys[2], ping)
    await node.mine()
    expect(await findLateAnswer(node.client, { account: first.account, lapsed: [first, second], known: new Set() })).toEqual({ hash, key: 'second' })
  })
})

describe('lapsedRequests', () => {
  test('default: only settled requests of this very call, without their effect found', () => {
    const account = privateKeyToAccount(keys[0]).address
    const base: UnansweredRecord = { key: 'a', chainId: 5000, account, description: 'Buy', status: 'cancelled', addedAt: 1, nonce: 1, block: 1, intent, action: 'buy' }
    const records: UnansweredRecord[] = [
      base,
      { ...base, key: 'pending', status: 'pending' },
      { ...base, key: 'done', status: 'confirmed', finding: 'done' },
      { ...base, key: 'nothing', finding: 'nothing' },
      { ...base, key: 'other-action', action: 'stake' },
      { ...base, key: 'other-chain', chainId: 42161 },
      { ...base, key: 'other-call', intent: { ...intent, selector: '0x12345678' } },
      { ...base, key: 'other-account', account: target },
      { ...base, key: 'a day ago', addedAt: 1 - LATE_ANSWER_WINDOW_MS },
    ]
    expect(lapsedRequests(records, { action: 'buy', chainId: 5000, account: account.toLowerCase() as `0x${string}`, intent, now: 2 }).map((r) => r.key)).toEqual(['a', 'nothing'])
  })
})
