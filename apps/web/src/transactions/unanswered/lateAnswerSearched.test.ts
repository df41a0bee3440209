// @vitest-environment jsdom
import { createWalletClient, encodeFunctionData, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blockReadsCounted, type ManualMiningChain, startManualMiningChain } from '@/test/manualMiningChain'
import { TX_RECORDS_KEY } from '../constants'
import { siteTxRecords } from '../siteTxRecords'
import { intentOf } from './intent'
import { adoptLateAnswer } from './lateAnswer'
import { siteUnansweredRecords } from './unansweredRecords'

// adoptLateAnswer over this browser's real record stores and a real hardhat node of this file's own (automatic
// mining off): what a later look reads again, and what it may take for a late answer.
let node: ManualMiningChain
const abi = parseAbi(['function ping(uint256 value)', 'function pong()'])
const target = '0x000000000000000000000000000000000000bEEF'
// Hardhat's public development key #6: unused by the other tests of this node.
const key = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
const account = privateKeyToAccount(key).address
const intent = intentOf({ address: target, abi, functionName: 'ping', args: [1n] })
const action = 'buy:31337:x:y'

beforeAll(async () => {
  node = await startManualMiningChain()
}, 90_000)
afterAll(async () => await node?.stop())

const send = async (data: `0x${string}`) => {
  const hash = await createWalletClient({ account: privateKeyToAccount(key), transport: http(node.url) }).sendTransaction({ chain: null, to: target, data })
  await node.mine()
  return hash
}
const mine = async (blocks: number) => {
  for (let i = 0; i < blocks; i++) await node.mine()
}

describe('adoptLateAnswer', () => {
  test('behavior: blocks read once are not read again; a send this browser knew, its record trimmed since, is never taken for a late answer; a real late answer still is', async () => {
    const records = siteUnansweredRecords()
    records.add({
      key: 'asked', chainId: 31337, account, description: 'Buy 10 STAR', intent, action,
      nonce: await node.client.getTransactionCount({ address: account, blockTag: 'pending' }),
      block: Number(await node.client.getBlockNumber({ cacheTime: 0 })),
    })
    records.lapsed('asked')
    const parameters = { action, chainId: 31337, account, intent: intentOf({ address: target, abi, functionName: 'ping', args: [3n] }) }

    // The account sent another call, then 20 blocks went by: the first look reads them all, finds nothing.
    await send(encodeFunctionData({ abi, functionName: 'pong' }))
    await mine(20)
    const first = blockReadsCounted(node)
    expect(await adoptLateAnswer(first.client, parameters)).toBeUndefined()
    expect(first.blocksRead()).toBeGreaterThanOrEqual(21)

    // Three blocks later, the next look reads those (and the last one read before), not the 20 again.
    await mine(3)
    const second = blockReadsCounted(node)
    expect(await adoptLateAnswer(second.client, parameters)).toBeUndefined()
    expect(second.blocksRead()).toBeLessThanOrEqual(4)

    // This browser's own later send of the call: known, not a late answer; read past once, it stays so after its
    // record is gone (trimmed by newer ones).
    const own = await send(encodeFunctionData({ abi, functionName: 'ping', args: [4n] }))
    siteTxRecords().add({ hash: own, chainId: 31337, account, description: 'Buy 10 STAR' })
    expect(await adoptLateAnswer(blockReadsCounted(node).client, parameters)).toBeUndefined()
    window.localStorage.removeItem(TX_RECORDS_KEY)
    expect(await adoptLateAnswer(blockReadsCounted(node).client, parameters)).toBeUndefined()
    expect(records.all().map((r) => r.key)).toEqual(['asked'])

    // The wallet's late answer to the request given up on: found, its record taken over.
    const late = await send(encodeFunctionData({ abi, functionName: 'ping', args: [1n] }))
    expect(await adoptLateAnswer(blockReadsCounted(node).client, parameters)).toEqual({ hash: late })
    expect(records.all()).toEqual([])
  })
})
