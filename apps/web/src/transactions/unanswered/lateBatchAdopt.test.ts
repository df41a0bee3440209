// @vitest-environment jsdom
import { createWalletClient, encodeFunctionData, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blockReadsCounted, type ManualMiningChain, startManualMiningChain } from '@/test/manualMiningChain'
import { lastCallOf } from './batchCall'
import { adoptLateBatch } from './lateBatch'
import { siteUnansweredRecords } from './unansweredRecords'

// adoptLateBatch over this browser's real record stores and a real hardhat node of this file's own (automatic
// mining off): what a later look reads again, and what it takes for a late answer.
let node: ManualMiningChain
const abi = parseAbi(['function approve(address spender, uint256 amount)', 'function stake(uint256 amount)'])
const token = '0x000000000000000000000000000000000000f0F0'
const staking = '0x000000000000000000000000000000000000bEEF'
// Hardhat's public development key #16: unused by the other tests of this node.
const key = '0xea6c44ac03bff858b476bba40716402b03e41b8e97e276d1baec7c37d42484a0'
const account = privateKeyToAccount(key).address
const action = 'stake:31337:x:y'

beforeAll(async () => {
  node = await startManualMiningChain()
}, 90_000)
afterAll(async () => await node?.stop())

const send = async (to: `0x${string}`, data: `0x${string}`) => {
  const hash = await createWalletClient({ account: privateKeyToAccount(key), transport: http(node.url) }).sendTransaction({ chain: null, to, data })
  await node.mine()
  return hash
}

describe('adoptLateBatch', () => {
  test('behavior: blocks read once are not read again; the approval alone is no answer; the stake sent late is taken, in the words it was asked with', async () => {
    const records = siteUnansweredRecords()
    records.add({
      key: 'asked', chainId: 31337, account, description: 'Stake 25 STAR', action,
      evidence: { effect: { address: staking, functionName: 'balanceOf', args: [account], atLeast: '25' } },
      lastCall: lastCallOf([{ address: token, abi, functionName: 'approve', args: [staking, 25n] }, { address: staking, abi, functionName: 'stake', args: [25n] }]),
      nonce: await node.client.getTransactionCount({ address: account, blockTag: 'pending' }),
      block: Number(await node.client.getBlockNumber({ cacheTime: 0 })),
    })
    records.lapsed('asked')
    const parameters = { action, chainId: 31337, account }

    // The wallet sent the approval on its own, then 20 blocks went by: the first look reads them all, finds nothing.
    await send(token, encodeFunctionData({ abi, functionName: 'approve', args: [staking, 25n] }))
    for (let i = 0; i < 20; i++) await node.mine()
    const first = blockReadsCounted(node)
    expect(await adoptLateBatch(first.client, parameters)).toBeUndefined()
    expect(first.blocksRead()).toBeGreaterThanOrEqual(21)
    await node.mine()
    const second = blockReadsCounted(node)
    expect(await adoptLateBatch(second.client, parameters)).toBeUndefined()
    expect(second.blocksRead()).toBeLessThanOrEqual(2)

    // Its stake, sent late: found, the request's record taken over.
    const late = await send(staking, encodeFunctionData({ abi, functionName: 'stake', args: [25n] }))
    expect(await adoptLateBatch(blockReadsCounted(node).client, parameters)).toEqual({ hash: late, description: 'Stake 25 STAR' })
    expect(records.all()).toEqual([])
  })
})
