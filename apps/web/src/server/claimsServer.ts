import path from 'node:path'
import { DeploymentsConfigError } from '@stardust/contracts'
import { ClaimsConfigError, createClaimsServer, loadClaimAirdrops, type ClaimsServer } from '@stardust/rewards-server'
import { loadSiteDeploymentsFile } from './deployments'
import { getServerPublicClient } from './serverClients'
import { stopStartOn } from './stopStartOn'

type Env = Record<string, string | undefined>

// One claims server per process (its trees are built once): kept on globalThis so instrumentation,
// which builds it at start, and the route's bundle share it, and dev reloads reuse it.
const holder = globalThis as typeof globalThis & { __stardustClaimsServer?: ClaimsServer }

/** The claims API of the site: each claim contract's airdrop list (relative to the deployments file), validated and built. */
export function createSiteClaimsServer(env: Env = process.env): ClaimsServer {
  const { deployments, file } = loadSiteDeploymentsFile(env)
  const airdrops = loadClaimAirdrops({ deployments, baseDir: file ? path.dirname(file) : process.cwd() })
  return createClaimsServer({ airdrops, getClient: getServerPublicClient })
}

export function getClaimsServer(): ClaimsServer {
  holder.__stardustClaimsServer ??= createSiteClaimsServer()
  return holder.__stardustClaimsServer
}

/**
 * For instrumentation.ts: reads and builds every airdrop list at start, so a bad or duplicate address or
 * a zero amount stops `next start` naming the file and line; then checks each root against its contract
 * in the background (a mismatch is logged and answered 503 airdrop_mismatch, never with a proof).
 */
export function checkClaimsAtStart(): void {
  stopStartOn(
    'Airdrop setup failed',
    () => {
      holder.__stardustClaimsServer ??= createSiteClaimsServer()
    },
    (error) => (error instanceof ClaimsConfigError || error instanceof DeploymentsConfigError ? error.message : undefined),
  )
  void holder.__stardustClaimsServer?.verifyAll()
}
