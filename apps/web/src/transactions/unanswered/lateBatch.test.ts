import { BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_CODE, batchExecutorAbi } from '@stardust/test-wallet'
import { createWalletClient, encodeFunctionData, http, parseAbi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ManualMiningChain, startManualMiningChain } from '@/test/manualMiningChain'
import { lastCallOf } from './batchCall'
import { LATE_ANSWER_WINDOW_MS } from './findLate'
import { findLateBatch, lapsedBatches, type LapsedBatch } from './lateBatch'
import type { UnansweredRecord } from './unansweredRecords'

// A real hardhat node of this file's own, automatic mining off: each test mines when it means to. Batches run
// as a wallet runs them: an EIP-7702 authorization to the test wallet's executor, then execute(calls) from the
// account to itself, or the calls sent one by one.
let node: ManualMiningChain
const token = '0x000000000000000000000000000000000000f0F0' as Address
const staking = '0x000000000000000000000000000000000000bEEF' as Address
const elsewhere = '0x000000000000000000000000000000000000dEaD' as Address
const abi = parseAbi(['function approve(address spender, uint256 amount)', 'function stake(uint256 amount)'])
// Hardhat's public development keys #10 to #15: one account per test, so nonces stay apart.
const keys = [
  '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
  '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
  '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1',
  '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd',
  '0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa',
  '0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61',
] as const
const approve = (amount: bigint) => ({ address: token, abi, functionName: 'approve', args: [staking, amount] }) as const
const stake = (amount: bigint, at: Address = staking) => ({ address: at, abi, functionName: 'stake', args: [amount] }) as const
const calldata = (call: ReturnType<typeof approve> | ReturnType<typeof stake>) => encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0])

beforeAll(async () => {
  node = await startManualMiningChain()
  await node.client.request({ method: 'hardhat_setCode' as never, params: [BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_CODE] as never })
}, 90_000)
afterAll(async () => await node?.stop())

/** The batch sent as a wallet that batches atomically does: one transaction from the account to itself, delegated to the executor. */
async function sendBatch(key: Hex, calls: (ReturnType<typeof approve> | ReturnType<typeof stake>)[]): Promise<Hex> {
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, transport: http(node.url) })
  const chainId = await node.client.getChainId()
  const authorization = await wallet.signAuthorization({ account, contractAddress: BATCH_EXECUTOR_ADDRESS, executor: 'self', chainId })
  const data = encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls.map((call) => ({ to: call.address, value: 0n, data: calldata(call) }))] })
  return wallet.sendTransaction({ chain: null, to: account.address, data, authorizationList: [authorization] })
}

/** One call sent on its own, as a wallet that ignores atomicity sends a batch's calls. */
const sendOne = (key: Hex, call: ReturnType<typeof approve> | ReturnType<typeof stake>) =>
  createWalletClient({ account: privateKeyToAccount(key), transport: http(node.url) }).sendTransaction({ chain: null, to: call.address, data: calldata(call) })

/** A batch request for approve + stake of `amount`, asked now and given up on (settled without a finding), as the store keeps it. */
async function lapsedBatch(key: Hex, name: string, amount = 25n): Promise<LapsedBatch> {
  const account = privateKeyToAccount(key).address
  return {
    key: name, chainId: 31337, account, description: `Stake ${amount} STAR`, status: 'cancelled', addedAt: Date.now(), action: 'stake:31337:x:y',
    evidence: { effect: { address: staking, functionName: 'balanceOf', args: [account], atLeast: amount.toString() } },
    lastCall: lastCallOf([approve(amount), stake(amount)]),
    nonce: await node.client.getTransactionCount({ address: account, blockTag: 'pending' }),
    block: Number(await node.client.getBlockNumber({ cacheTime: 0 })),
  }
}

const find = (asked: LapsedBatch[], known: ReadonlySet<string> = new Set()) => findLateBatch(node.client, { account: asked[0]!.account, lapsed: asked, known })

describe('findLateBatch', () => {
  test('default: nothing left the account: nothing found; the batch confirmed late, waiting then mined: found, with its key', async () => {
    const asked = await lapsedBatch(keys[0], 'k0')
    expect(await find([asked])).toBeUndefined()
    await node.mine()
    const hash = await sendBatch(keys[0], [approve(25n), stake(25n)])
    expect(await find([asked])).toEqual({ hash, key: 'k0' }) // waiting in the node
    await node.mine()
    await node.mine()
    expect(await find([asked])).toEqual({ hash, key: 'k0' }) // mined, blocks back
    // A batch this browser already follows as its own (its record holds the hash) is no late answer.
    expect(await find([asked], new Set([hash.toLowerCase()]))).toBeUndefined()
  })

  test('behavior: a batch of another amount, or staking on another contract, from the same account: not that request', async () => {
    const asked = await lapsedBatch(keys[1], 'k1')
    await sendBatch(keys[1], [approve(30n), stake(30n)])
    await node.mine()
    expect(await find([asked])).toBeUndefined()
    // The approval names the staking contract too: the stake itself must be sent to it.
    await sendBatch(keys[1], [approve(25n), stake(25n, elsewhere)])
    expect(await find([asked])).toBeUndefined()
    await node.mine()
    expect(await find([asked])).toBeUndefined()
  })

  test('behavior: the same batch sent before the request was asked (an older transaction) is no late answer to it', async () => {
    await sendBatch(keys[2], [approve(25n), stake(25n)])
    await node.mine()
    const asked = await lapsedBatch(keys[2], 'k2')
    await sendOne(keys[2], approve(1n)) // the nonce moves on, with another call
    await node.mine()
    expect(await find([asked])).toBeUndefined()
  })

  test('behavior: the same batch from another account is not this account\'s request', async () => {
    const asked = await lapsedBatch(keys[3], 'k3')
    await sendOne(keys[3], approve(1n)) // this account's nonce moves, with another call
    await sendBatch(keys[4], [approve(25n), stake(25n)])
    await node.mine()
    expect(await find([asked])).toBeUndefined()
  })

  test('behavior: a wallet that sent the calls one by one: the stake\'s own transaction answers the request; the approval alone does not', async () => {
    const asked = await lapsedBatch(keys[5], 'k5')
    await sendOne(keys[5], approve(25n))
    await node.mine()
    expect(await find([asked])).toBeUndefined() // the approval landed, the stake did not: only the stake is missing
    const hash = await sendOne(keys[5], stake(25n))
    expect(await find([asked])).toEqual({ hash, key: 'k5' })
    await node.mine()
    // Of two requests given up on, the transaction answers the latest asked at or before its nonce.
    const later = { ...asked, key: 'later', nonce: asked.nonce + 1 }
    expect(await find([asked, later])).toEqual({ hash, key: 'later' })
  })
})

describe('lapsedBatches', () => {
  test('default: only settled batch requests of this action, chain and account, within the window, without their stake found', () => {
    const account = privateKeyToAccount(keys[0]).address
    const lastCall = lastCallOf([approve(25n), stake(25n)])
    const evidence = { effect: { address: staking, functionName: 'balanceOf' as const, args: [account], atLeast: '25' } }
    const base: UnansweredRecord = { key: 'a', chainId: 5000, account, description: 'Stake 25 STAR', status: 'cancelled', addedAt: 1, nonce: 1, block: 1, evidence, lastCall, action: 'stake' }
    const records: UnansweredRecord[] = [
      base,
      { ...base, key: 'first-step', status: 'failed', finding: 'first-step' },
      { ...base, key: 'pending', status: 'pending' },
      { ...base, key: 'done', status: 'confirmed', finding: 'done' },
      { ...base, key: 'other-action', action: 'buy' },
      { ...base, key: 'other-chain', chainId: 42161 },
      { ...base, key: 'other-account', account: staking },
      { ...base, key: 'no last call', lastCall: undefined },
      { ...base, key: 'a transaction', intent: { to: staking, selector: '0x12345678' } },
      { ...base, key: 'a day ago', addedAt: 1 - LATE_ANSWER_WINDOW_MS },
    ]
    expect(lapsedBatches(records, { action: 'stake', chainId: 5000, account: account.toLowerCase() as Address, now: 2 }).map((r) => r.key)).toEqual(['a', 'first-step'])
  })
})
