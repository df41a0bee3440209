import type { RpcCallEvent } from '@stardust/chains'
import { chainName } from '@/onchain/chainName'
import { siteMetrics } from './metrics'

/** The server's RPC clients' observer: each call counted by chain, endpoint position and outcome, and timed. */
export function countRpcCall(event: RpcCallEvent): void {
  const labels = { chain: chainName(event.chainId), endpoint: String(event.endpoint) }
  const metrics = siteMetrics()
  metrics.rpcCalls.inc({ ...labels, outcome: event.outcome })
  metrics.rpcDuration.observe(labels, event.durationMs / 1000)
}
