import { createRequire } from 'node:module'
import path from 'node:path'
import { LOCAL_CHAIN_ID, SUPPORTED_CHAIN_IDS } from '@stardust/chains'
import type { Deployment, Deployments } from '@stardust/contracts'
import { seededLocalAddresses } from '@stardust/contracts/local-chain'
import { loadDeployments } from '@stardust/contracts/node'
import { canonicalAllowlistJson, walletAllowlistSha256 } from './allowlistHash'
import { buildWalletAllowlist, type WalletAllowlist } from './walletAllowlist'

type Env = Readonly<Record<string, string | undefined>>

/** The build's inputs for the wallet-request allowlist. */
export const BUILD_ALLOWLIST_ENV = {
  /** The deployments record the build allowlists; default: @stardust/contracts' committed deployments/deployments.json. */
  file: 'STARDUST_BUILD_DEPLOYMENTS_FILE',
  /** Test builds only: chain ids whose contracts are where seedLocalChain puts them on a fresh local chain. */
  testChains: 'STARDUST_BUILD_TEST_CHAINS',
} as const

export type BuildTimeAllowlist = { allowlist: WalletAllowlist; json: string; sha256: string; file: string; testChains: number[] }

function committedRecord(): string {
  const contracts = path.dirname(createRequire(import.meta.url).resolve('@stardust/contracts/package.json'))
  return path.join(contracts, 'deployments', 'deployments.json')
}

function seeded(chainId: number): Deployment {
  return { chainId, ...seededLocalAddresses() }
}

/**
 * Node, at build time (next.config.ts): the deployments record (never the server's run-time configuration) and
 * the ABIs make the allowlist the browser checks every wallet request against. `next dev` adds Stardust Local
 * (chain 31337, as `pnpm dev` seeds it); STARDUST_BUILD_TEST_CHAINS adds the e2e suite's seeded chains.
 * A malformed record fails the build, naming the file.
 */
export function buildTimeAllowlist(env: Env = process.env): BuildTimeAllowlist {
  const development = env.NODE_ENV === 'development'
  const file = env[BUILD_ALLOWLIST_ENV.file]?.trim() || committedRecord()
  const { deployments: recorded } = loadDeployments({
    env: { STARDUST_DEPLOYMENTS_FILE: file },
    chainIds: development ? [...SUPPORTED_CHAIN_IDS, LOCAL_CHAIN_ID] : SUPPORTED_CHAIN_IDS,
  })
  const testChains = (env[BUILD_ALLOWLIST_ENV.testChains] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => {
      if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`${BUILD_ALLOWLIST_ENV.testChains}: "${id}" is not a chain id`)
      return Number(id)
    })
  const deployments: Record<number, Deployment> = { ...recorded }
  for (const chainId of [...testChains, ...(development ? [LOCAL_CHAIN_ID] : [])]) deployments[chainId] = seeded(chainId)
  const allowlist = buildWalletAllowlist(deployments as Deployments)
  return { allowlist, json: canonicalAllowlistJson(allowlist), sha256: walletAllowlistSha256(allowlist), file, testChains }
}
