// The in-process hardhat chain every contract test runs on: real transactions, real signatures,
// a clock the test moves, one snapshot per test.
import { createRequire } from 'node:module'
import {
  BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  createWalletClient,
  custom,
  publicActions,
  type Account,
  type EIP1193RequestFn,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterEach, beforeEach } from 'vitest'

type RawProvider = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

const require = createRequire(import.meta.url)
const hre = require('hardhat') as { network: { provider: RawProvider } }
const raw = hre.network.provider

/** hardhat throws reverts with `data` but no `code`; viem decodes custom errors only for code 3. */
const request = (async (args: { method: string; params?: unknown }) => {
  try {
    return await raw.request(args)
  } catch (error) {
    const e = error as { data?: unknown; code?: unknown }
    if (e.data !== undefined && e.code === undefined) e.code = 3
    throw error
  }
}) as EIP1193RequestFn

// No retries: a revert is an answer, and viem would otherwise retry it three times with backoff (about 1 s).
export const transport = custom({ request }, { retryCount: 0 })
export const chain = hardhat

/** Public reads, test actions (time, snapshots, balances) and receipts. */
export const testClient = createTestClient({ chain, mode: 'hardhat', transport }).extend(publicActions)

// Hardhat's well-known development keys: public, never used for anything of value.
export const keys = {
  deployer: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  alice: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  bob: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  carol: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  dave: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
} as const

export type TestActor = keyof typeof keys
export const accounts = Object.fromEntries(
  Object.entries(keys).map(([name, key]) => [name, privateKeyToAccount(key)]),
) as Record<TestActor, ReturnType<typeof privateKeyToAccount>>

export function walletFor(account: Account) {
  return createWalletClient({ account, chain, transport }).extend(publicActions)
}
export type TestWallet = ReturnType<typeof walletFor>

export const wallets = Object.fromEntries(
  Object.entries(accounts).map(([name, account]) => [name, walletFor(account)]),
) as Record<TestActor, TestWallet>

/** Runs each test of the calling file on a fresh copy of the chain taken after `setup`. */
export function useChainSnapshots(): void {
  let id: `0x${string}` | undefined
  beforeEach(async () => {
    id = await testClient.snapshot()
  })
  afterEach(async () => {
    if (id) await testClient.revert({ id })
  })
}

/** The latest block's timestamp: the chain's clock, not the computer's. */
export async function now(): Promise<bigint> {
  return (await testClient.getBlock()).timestamp
}

/** Moves the chain's clock so that the next block is mined at exactly `timestamp`, and mines it. */
export async function mineAt(timestamp: bigint): Promise<void> {
  await testClient.setNextBlockTimestamp({ timestamp })
  await testClient.mine({ blocks: 1 })
}

/** Sets the timestamp of the next transaction's block, without mining. */
export async function nextBlockAt(timestamp: bigint): Promise<void> {
  await testClient.setNextBlockTimestamp({ timestamp })
}

/** The custom error name of a failed call or transaction, or undefined if it did not revert by one. */
export function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined
}

/** Awaits `promise` and returns the custom error it reverted with; fails the test if it did not revert. */
export async function reverts(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    const name = revertName(error)
    if (name) return name
    throw error
  }
  throw new Error('expected a revert, but the call succeeded')
}
