import { RPC_ENV_VARS, SUPPORTED_CHAIN_IDS } from '@stardust/chains'
import { loadSiteDeployments } from '@/server/deployments'
import { serverRpcEnv } from '@/server/serverClients'
import { stopStartOn } from '@/server/stopStartOn'
import { logger } from '@/server/observability/logger'
import { checkRpcChainIds, describeFinding } from './checkRpcChainIds'
import { readServerConfig, serverConfig } from './serverConfig'
import { ServerEnvError } from './serverEnvSchema'
import { printLine } from '../../../server/plainLine.mjs'

type Env = Record<string, string | undefined>

/** For instrumentation.ts, first: reads the configuration once; a malformed variable stops the start, naming each one and why. */
export function checkServerEnvAtStart(env: Env = process.env): void {
  stopStartOn('Configuration invalid', () => readServerConfig(env), (error) => (error instanceof ServerEnvError ? error.message : undefined))
}

/**
 * For instrumentation.ts: every RPC of a chain the site serves (its deployments) or configures (a
 * NEXT_PUBLIC_RPC_* list) must answer that chain's id; one that answers another chain stops the start,
 * naming the chain and the URL's position (never the URL). One that does not answer is logged only:
 * an RPC down degrades the pages, it does not stop them.
 */
export async function checkRpcChainIdsAtStart(env: Env = serverConfig().env): Promise<void> {
  const rpcEnv = serverRpcEnv(env)
  const configured = SUPPORTED_CHAIN_IDS.filter((chainId) => rpcEnv[RPC_ENV_VARS[chainId]]?.trim())
  const chainIds = [...new Set([...Object.values(loadSiteDeployments(env)).map((d) => d.chainId), ...configured])]
  const findings = await checkRpcChainIds(chainIds, rpcEnv)
  for (const finding of findings.filter((f) => f.kind === 'no_answer')) logger().warn({ event: 'rpc_no_answer_at_start', chainId: finding.chainId, endpoint: finding.position }, describeFinding(finding))
  const wrong = findings.filter((f) => f.kind === 'wrong_chain')
  if (wrong.length === 0) return
  printLine(`RPC setup failed: ${wrong.map(describeFinding).join('; ')}`)
  process.exit(1)
}
