import path from 'node:path'
import { DeploymentsConfigError } from '@stardust/contracts'
import { ClaimsConfigError, createClaimsServer, loadClaimAirdrops, type ClaimsServer } from '@stardust/rewards-server'
import { loadSiteDeploymentsFile } from './deployments'
import { logger } from './observability/logger'
import { getServerPublicClient } from './serverClients'
import { stopStartOn } from './stopStartOn'
import { serverConfig } from '@/server/config/serverConfig'

type Env = Record<string, string | undefined>

// One claims server per process (each chain's prepared airdrop opened once, read in place): kept on
// globalThis so instrumentation, which opens them at start, and the route's bundle share it, and dev reloads reuse it.
const holder = globalThis as typeof globalThis & { __stardustClaimsServer?: ClaimsServer }

/** The claims API of the site: each claim contract's prepared airdrop (relative to the deployments file), opened. */
export function createSiteClaimsServer(env: Env = serverConfig().env): ClaimsServer {
  const { deployments, file } = loadSiteDeploymentsFile(env)
  const airdrops = loadClaimAirdrops({ deployments, baseDir: file ? path.dirname(file) : process.cwd() })
  // Its findings (a root mismatch, a chain not answering) go to the site's log, scrubbed of URLs.
  return createClaimsServer({ airdrops, getClient: getServerPublicClient, log: (message) => logger().warn({ event: 'claims' }, message) })
}

export function getClaimsServer(): ClaimsServer {
  holder.__stardustClaimsServer ??= createSiteClaimsServer()
  return holder.__stardustClaimsServer
}

/**
 * For instrumentation.ts: opens every prepared airdrop at start (a list given instead is checked and prepared
 * in memory), so a bad preparation, or a list's bad or duplicate address or zero amount, stops `next start`
 * naming the file (and line); then checks each root against its contract
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
