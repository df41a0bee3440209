import { createWalletClient, encodeFunctionData, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ManualMiningChain, startManualMiningChain } from '@/test/manualMiningChain'
import { findSentTransaction } from './findSentTransaction'
import { watchOutcome } from './watchOutcome'

// A real hardhat node of this file's own, automatic mining off: each test mines when it means to.
let node: ManualMiningChain
const abi = parseAbi(['function ping(uint256 value)'])
const target = '0x000000000000000000000000000000000000bEEF'
// Hardhat's public development keys #2 and #3: one account per test that sends, so nonces stay apart.
const keys = ['0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a', '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'] as const

beforeAll(async () => {
  node = await startManualMiningChain()
}, 90_000)
afterAll(async () => await node?.stop())

const mine = () => node.mine()
const watch = { intervalMs: 50, timeoutMs: 20_000 }

describe('watchOutcome', () => {
  test('default: a request answered with a timeout but sent: in flight until mined, then went out; the transaction is found and is the call', async () => {
    const account = privateKeyToAccount(keys[0])
    const nonceBefore = await node.client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    const fromBlock = await node.client.getBlockNumber()
    const call = { address: target, abi, functionName: 'ping', args: [7n] } as const
    const hash = await createWalletClient({ account, transport: http(node.url) }).sendTransaction({ chain: null, to: target, data: encodeFunctionData({ abi, functionName: 'ping', args: [7n] }) })
    // Pending only: the watch does not end on "in flight".
    const first = await watchOutcome({ ...watch, client: node.client, account: account.address, nonceBefore, error: 'unknown', until: ['in-flight'] })
    expect(first).toBe('in-flight')
    const ended = watchOutcome({ ...watch, client: node.client, account: account.address, nonceBefore, error: 'unknown', until: ['unsent', 'went-out'] })
    await mine()
    expect(await ended).toBe('went-out')
    expect(await findSentTransaction(node.client, { account: account.address, nonce: nonceBefore, fromBlock, call })).toEqual({ hash, same: true })
    expect(await findSentTransaction(node.client, { account: account.address, nonce: nonceBefore, fromBlock, call: { ...call, args: [8n] } })).toEqual({ hash, same: false })
  })

  test('behavior: "unsupported" with nothing from the account is unsent at once; an unclear answer is never unsent, only quiet', async () => {
    const account = privateKeyToAccount(keys[1])
    const nonceBefore = await node.client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    const until = ['unsent', 'done', 'went-out'] as const
    expect(await watchOutcome({ ...watch, client: node.client, account: account.address, nonceBefore, error: 'unsupported', until })).toBe('unsent')
    expect(await watchOutcome({ ...watch, quietMs: 200, client: node.client, account: account.address, nonceBefore, error: 'unknown', until })).toBe('nothing-yet')
  })

  test('behavior: while another tab still asks its wallet, the watch is never quiet; the quiet bound counts from its last ask', async () => {
    const account = privateKeyToAccount(keys[1])
    const nonceBefore = await node.client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    let looks = 0
    let lastAsking = 0
    const stillAsking = async () => (++looks <= 20 ? ((lastAsking = Date.now()), true) : false)
    expect(await watchOutcome({ ...watch, quietMs: 200, client: node.client, account: account.address, nonceBefore, error: 'unknown', until: ['done', 'went-out'], stillAsking })).toBe('nothing-yet')
    expect(looks).toBeGreaterThan(20)
    expect(Date.now() - lastAsking).toBeGreaterThanOrEqual(200)
  })

  test('behavior: the effect on chain ends the watch as done, whatever the nonce (a smart account moves none); an abort ends it quietly', async () => {
    const account = privateKeyToAccount(keys[1])
    const nonceBefore = await node.client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    let reads = 0
    const effect = async () => ++reads >= 3
    expect(await watchOutcome({ ...watch, client: node.client, account: account.address, nonceBefore, effect, error: undefined, until: ['done'] })).toBe('done')
    expect(reads).toBe(3)
    const stop = new AbortController()
    const stopped = watchOutcome({ ...watch, client: node.client, account: account.address, nonceBefore, effect: async () => false, error: undefined, until: ['done'], signal: stop.signal })
    stop.abort()
    expect(await stopped).toBe('nothing-yet')
  })
})
