import { createWalletClient, encodeFunctionData, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ManualMiningChain, startManualMiningChain } from '@/test/manualMiningChain'
import { intentOf } from './intent'
import { watchIntent } from './watchIntent'

// A real hardhat node of this file's own, automatic mining off: each test mines when it means to.
let node: ManualMiningChain
const abi = parseAbi(['function ping(uint256 value)', 'function pong()'])
const target = '0x000000000000000000000000000000000000bEEF'
// Hardhat's public development keys #4 to #6: one account per test, so nonces stay apart.
const keys = [
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
] as const
const intent = intentOf({ address: target, abi, functionName: 'ping', args: [1n] })

beforeAll(async () => {
  node = await startManualMiningChain()
}, 90_000)
afterAll(async () => await node?.stop())

const mine = () => node.mine()
const bounds = { intervalMs: 50, quietMs: 400, timeoutMs: 20_000 }
const send = (key: `0x${string}`, data: `0x${string}`) => createWalletClient({ account: privateKeyToAccount(key), transport: http(node.url) }).sendTransaction({ chain: null, to: target, data })
const before = async (key: `0x${string}`) => ({
  account: privateKeyToAccount(key).address,
  nonce: await node.client.getTransactionCount({ address: privateKeyToAccount(key).address, blockTag: 'pending' }),
  block: await node.client.getBlockNumber({ cacheTime: 0 }),
})

describe('watchIntent', () => {
  test('default: the request still waiting in the node is found and followed; mined, it is found in its block', async () => {
    const asked = await before(keys[0])
    const hash = await send(keys[0], encodeFunctionData({ abi, functionName: 'ping', args: [7n] }))
    expect(await watchIntent({ ...bounds, ...asked, client: node.client, intent })).toEqual({ kind: 'follow', hash })
    await mine()
    expect(await watchIntent({ ...bounds, ...asked, client: node.client, intent })).toEqual({ kind: 'follow', hash })
  })

  test('behavior: another transaction went out from the account: not followed, said other; then the request at a later nonce is found', async () => {
    const asked = await before(keys[1])
    await send(keys[1], encodeFunctionData({ abi, functionName: 'pong' }))
    await mine()
    expect(await watchIntent({ ...bounds, ...asked, client: node.client, intent })).toEqual({ kind: 'other' })
    const hash = await send(keys[1], encodeFunctionData({ abi, functionName: 'ping', args: [1n] }))
    await mine()
    expect(await watchIntent({ ...bounds, ...asked, client: node.client, intent })).toEqual({ kind: 'follow', hash })
  })

  test('behavior: nothing from the account: done when the effect shows, else nothing after the quiet bound; an abort ends it', async () => {
    const asked = await before(keys[2])
    expect(await watchIntent({ ...bounds, ...asked, client: node.client, intent, effect: async () => true })).toEqual({ kind: 'done' })
    expect(await watchIntent({ ...bounds, ...asked, client: node.client, intent, effect: async () => false })).toEqual({ kind: 'nothing' })
    const stop = new AbortController()
    const stopped = watchIntent({ ...bounds, quietMs: 20_000, ...asked, client: node.client, intent, signal: stop.signal })
    stop.abort()
    expect(await stopped).toEqual({ kind: 'wait' })
  })

  test('behavior: while another tab still asks its wallet, nothing is never concluded; the quiet bound counts from its last ask', async () => {
    const asked = await before(keys[2])
    let looks = 0
    let lastAsking = 0
    // Still asking for the first 20 looks (several quiet bounds long), then the asking tab is gone.
    const stillAsking = async () => (++looks <= 20 ? ((lastAsking = Date.now()), true) : false)
    const verdict = await watchIntent({ ...bounds, quietMs: 200, ...asked, client: node.client, intent, stillAsking })
    expect(verdict).toEqual({ kind: 'nothing' })
    expect(looks).toBeGreaterThan(20)
    expect(Date.now() - lastAsking).toBeGreaterThanOrEqual(200)
  })
})
