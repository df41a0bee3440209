// Direct access to the e2e chains (e2e/serve.mjs: hardhat nodes with Mantle's and Arbitrum One's ids,
// seeded) for what a test does behind the page. Apart from the fixtures, so that the helpers the
// fixtures use (freshAccount) can read the chains without importing the fixtures back.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Deployment } from '@stardust/contracts'
import { createTestClient, createWalletClient, http, publicActions, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { arbitrum, mantle } from 'viem/chains'
import { E2E_CHAINS, E2E_DEPLOYMENTS_DIR } from '../chains'
import { devKey } from './devKey'

/** The e2e chain behind `chainId`, with hardhat's test actions (time, mining) and public reads. */
export function chainClient(chainId: 5000 | 42161) {
  const { rpcUrl } = chainId === 5000 ? E2E_CHAINS.mantle : E2E_CHAINS.arbitrum
  const chain = { ...(chainId === 5000 ? mantle : arbitrum), rpcUrls: { default: { http: [rpcUrl] } } }
  return createTestClient({ chain, mode: 'hardhat', transport: http(rpcUrl) }).extend(publicActions)
}

/** A wallet client on that chain of a key, or of development account `index` (account 0 owns the seeded contracts). */
export function chainWallet(chainId: 5000 | 42161, keyOrIndex: Hex | number) {
  const client = chainClient(chainId)
  const key = typeof keyOrIndex === 'number' ? devKey(keyOrIndex) : keyOrIndex
  return createWalletClient({ account: privateKeyToAccount(key), chain: client.chain, transport: http(client.chain.rpcUrls.default.http[0]) })
}

/** Where serve.mjs deployed the contracts on `chainId` (it writes the file before the site starts). */
export function e2eDeployment(chainId: 5000 | 42161): Deployment {
  const file = path.join(process.cwd(), E2E_DEPLOYMENTS_DIR, 'deployments.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Deployment>)[chainId]!
}

/** Moves the chain's clock forward and mines a block, as time passing would. */
export async function advanceChainTime(chainId: 5000 | 42161, seconds: number): Promise<void> {
  const client = chainClient(chainId)
  await client.increaseTime({ seconds })
  await client.mine({ blocks: 1 })
}
