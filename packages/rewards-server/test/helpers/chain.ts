// The in-process hardhat chain of the staking-sync tests: real contracts, real stakes, a clock the test moves.
import { createRequire } from 'node:module'
import { createTestClient, createWalletClient, custom, publicActions, type EIP1193RequestFn, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'

type RawProvider = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

const require = createRequire(import.meta.url)
const raw = (require('hardhat') as { network: { provider: RawProvider } }).network.provider

// No retries: a revert is an answer.
const transport = custom({ request: ((args: { method: string; params?: unknown }) => raw.request(args)) as EIP1193RequestFn }, { retryCount: 0 })

export const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport }).extend(publicActions)
export const publicClient = testClient as unknown as PublicClient

// Hardhat's development key #0: public, never used for anything of value.
export const deployer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

export function walletFor(account: ReturnType<typeof privateKeyToAccount>) {
  return createWalletClient({ account, chain: hardhat, transport }).extend(publicActions)
}

/** Moves the chain's clock by `seconds` and mines a block there. */
export async function advanceChain(seconds: bigint): Promise<void> {
  const { timestamp } = await testClient.getBlock()
  await testClient.setNextBlockTimestamp({ timestamp: timestamp + seconds })
  await testClient.mine({ blocks: 1 })
}
