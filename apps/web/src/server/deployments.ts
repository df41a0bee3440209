import path from 'node:path'
import { DeploymentsConfigError, type Deployments } from '@stardust/contracts'
import { loadDeployments, type LoadedDeployments } from '@stardust/contracts/node'
import { LOCAL_CHAIN_ID, SUPPORTED_CHAIN_IDS } from '@stardust/chains'
import { stopStartOn } from './stopStartOn'
import { serverConfig } from '@/server/config/serverConfig'

type Env = Record<string, string | undefined>

const holder = globalThis as typeof globalThis & { __stardustDeployments?: Deployments }

/**
 * Where the contracts live, per chain id: STARDUST_DEPLOYMENTS (JSON, public chains) over
 * STARDUST_DEPLOYMENTS_FILE; in development also the file the run command's local chain writes
 * (.data/local-chain/deployments.json), and chain 31337 is allowed. A chain without an entry is
 * "not on this network yet"; a malformed entry throws DeploymentsConfigError naming its source.
 */
export function loadSiteDeployments(env: Env = serverConfig().env): Deployments {
  return loadSiteDeploymentsFile(env).deployments
}

/** The same, with the file that was read: airdrop lists are named relative to its folder. */
export function loadSiteDeploymentsFile(env: Env = serverConfig().env): LoadedDeployments {
  const development = env.NODE_ENV === 'development'
  return loadDeployments({
    env,
    // turbopackIgnore: Stardust Local's record, written at run time; not part of the build's trace.
    defaultFile: development ? path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'local-chain', 'deployments.json') : undefined,
    chainIds: development ? [...SUPPORTED_CHAIN_IDS, LOCAL_CHAIN_ID] : SUPPORTED_CHAIN_IDS,
  })
}

/** The site's deployments, read once per process. */
export function getSiteDeployments(): Deployments {
  holder.__stardustDeployments ??= loadSiteDeployments()
  return holder.__stardustDeployments
}

/** For instrumentation.ts: a malformed address or chain stops the start, naming the variable or file. */
export function checkDeploymentsAtStart(env: Env = serverConfig().env): void {
  stopStartOn('Deployments setup failed', () => loadSiteDeployments(env), (error) => (error instanceof DeploymentsConfigError ? error.message : undefined))
}
