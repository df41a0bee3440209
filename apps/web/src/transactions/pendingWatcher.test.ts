import { type LocalChain, startLocalChain } from '@stardust/contracts/local-chain'
import { WAIT_TIMEOUT_MS } from '@stardust/vitest-config/waits'
import { createPublicClient, createWalletClient, custom, http, parseGwei, type Hash, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { createPendingWatcher } from './pendingWatcher'

// A real hardhat node of this file's own (automatic mining off: nothing else uses it), and every call the
// watcher makes, counted by method.
let chain: LocalChain
let client: PublicClient
const calls = new Map<string, number>()
const count = (method: string) => calls.get(method) ?? 0
// While set, every poll waits here before its first call (a poll opens with eth_blockNumber): a test can then
// act between the watcher's first look and its first poll however slow the machine is.
let pollsHeld: Promise<void> | undefined
// Hardhat's public development key #1.
const sender = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

beforeAll(async () => {
  chain = await startLocalChain()
  const node = http(chain.url)({})
  client = createPublicClient({
    transport: custom({
      request: async ({ method, params }) => {
        if (method === 'eth_blockNumber') await pollsHeld
        calls.set(method, count(method) + 1)
        return node.request({ method, params })
      },
    }),
  }) as PublicClient
  await node.request({ method: 'evm_setAutomine', params: [false] })
}, 90_000)
afterAll(async () => {
  await chain?.stop()
})
// vi.waitFor gives up after 1 s by default: a loaded machine's node can take longer to answer a few polls.
const WAIT = { timeout: WAIT_TIMEOUT_MS }

beforeEach(() => {
  calls.clear()
  pollsHeld = undefined
})

const wallet = () => createWalletClient({ account: sender, transport: http(chain.url) })
const mine = () => http(chain.url)({}).request({ method: 'evm_mine', params: [] })

async function sendPending(count: number): Promise<Hash[]> {
  const hashes: Hash[] = []
  const nonce = await createPublicClient({ transport: http(chain.url) }).getTransactionCount({ address: sender.address, blockTag: 'pending' })
  for (let i = 0; i < count; i++) {
    hashes.push(await wallet().sendTransaction({ chain: null, to: '0x000000000000000000000000000000000000dEaD', value: 1n, nonce: nonce + i, gas: 21_000n, maxFeePerGas: parseGwei('10'), maxPriorityFeePerGas: parseGwei('1') }))
  }
  return hashes
}

test('default: one loop per chain asks each pending receipt once per new block, however long it waits', async () => {
  const watcher = createPendingWatcher({ client: () => client, intervalMs: () => 20 })
  const hashes = await sendPending(3)
  const results = hashes.map((hash) => watcher.follow(5000, hash, { timeoutMs: 60_000 }))
  expect(watcher.follow(5000, hashes[0]!, { timeoutMs: 60_000 })).toBe(results[0]) // the same transaction is followed once
  expect(watcher.following(5000)).toBe(3)
  await vi.waitFor(() => expect(count('eth_getTransactionReceipt')).toBe(3), WAIT)
  // Polls go on while no block comes: one block number each, and no receipt asked again.
  const polls = count('eth_blockNumber')
  await vi.waitFor(() => expect(count('eth_blockNumber')).toBeGreaterThan(polls + 5), WAIT)
  expect(count('eth_getTransactionReceipt')).toBe(3)

  await mine()
  const settled = await Promise.all(results)
  expect(settled.map((r) => r.receipt.status)).toEqual(['success', 'success', 'success'])
  expect(settled.map((r) => r.replacement)).toEqual([undefined, undefined, undefined])
  expect(count('eth_getTransactionReceipt')).toBe(6)
  expect(watcher.following(5000)).toBe(0)
})

test('behavior: a transaction replaced by a cancel (to itself, no value) settles with the cancel, as viem reports it', async () => {
  const watcher = createPendingWatcher({ client: () => client, intervalMs: () => 20 })
  const [original] = await sendPending(1)
  const following = watcher.follow(5000, original!, { timeoutMs: 60_000 })
  await vi.waitFor(() => expect(count('eth_getTransactionByHash')).toBeGreaterThan(0), WAIT) // the watcher saw it pending
  const pending = await createPublicClient({ transport: http(chain.url) }).getTransaction({ hash: original! })
  const cancel = await wallet().sendTransaction({ chain: null, to: sender.address, value: 0n, nonce: pending.nonce, gas: 21_000n, maxFeePerGas: parseGwei('30'), maxPriorityFeePerGas: parseGwei('5') })
  await mine()
  const { receipt, replacement } = await following
  expect(replacement).toEqual({ reason: 'cancelled', hash: cancel })
  expect(receipt.transactionHash).toBe(cancel)
})

test('behavior: past the wait it rejects with viem\'s timeout error, and the transaction may still be followed again', async () => {
  const watcher = createPendingWatcher({ client: () => client, intervalMs: () => 20 })
  const [hash] = await sendPending(1)
  await expect(watcher.follow(5000, hash!, { timeoutMs: 50 })).rejects.toThrow('Timed out while waiting for transaction')
  const again = watcher.follow(5000, hash!, { timeoutMs: 60_000 })
  await mine()
  expect((await again).receipt.status).toBe('success')
})

test('behavior: a replacement found many blocks back (more than one poll scans) is still found, oldest blocks first', async () => {
  const watcher = createPendingWatcher({ client: () => client, intervalMs: () => 20 })
  const [original] = await sendPending(1)
  const following = watcher.follow(5000, original!, { timeoutMs: 60_000 })
  await vi.waitFor(() => expect(count('eth_getTransactionCount')).toBeGreaterThan(0), WAIT) // seen pending, at a known block
  const pending = await createPublicClient({ transport: http(chain.url) }).getTransaction({ hash: original! })
  const other = await wallet().sendTransaction({ chain: null, to: '0x000000000000000000000000000000000000bEEF', value: 2n, nonce: pending.nonce, gas: 21_000n, maxFeePerGas: parseGwei('30'), maxPriorityFeePerGas: parseGwei('5') })
  // 45 blocks in one call: the replacement is in the first, far more than one poll's scan behind the newest.
  await http(chain.url)({}).request({ method: 'hardhat_mine', params: ['0x2d'] })
  const { replacement } = await following
  expect(replacement).toEqual({ reason: 'replaced', hash: other })
})

test('behavior: a transaction replaced before the first poll is still recognised (it is looked up as soon as it is followed)', async () => {
  const watcher = createPendingWatcher({ client: () => client, intervalMs: () => 20 })
  const [original] = await sendPending(1)
  const pending = await createPublicClient({ transport: http(chain.url) }).getTransaction({ hash: original! })
  let releasePolls = () => {}
  pollsHeld = new Promise<void>((resolve) => (releasePolls = resolve))
  const following = watcher.follow(5000, original!, { timeoutMs: 60_000 })
  await vi.waitFor(() => expect(count('eth_getTransactionByHash')).toBe(1), WAIT)
  const speedUp = await wallet().sendTransaction({ chain: null, to: pending.to!, value: pending.value, data: pending.input, nonce: pending.nonce, gas: 21_000n, maxFeePerGas: parseGwei('30'), maxPriorityFeePerGas: parseGwei('5') })
  await mine()
  expect(count('eth_getTransactionReceipt')).toBe(0) // replaced and mined before the watcher's first poll
  releasePolls()
  expect(await following).toMatchObject({ replacement: { reason: 'repriced', hash: speedUp } })
})
