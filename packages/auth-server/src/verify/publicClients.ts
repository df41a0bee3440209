import { createChainTransport, getChain } from '@stardust/chains'
import { createPublicClient, type Client } from 'viem'
import type { AuthServerConfig } from '../config/schema.js'

/**
 * Lazily builds one public client per chain: explicit `clients` first, else @stardust/chains'
 * fallback transport (per-chain timeouts and retries, NEXT_PUBLIC_RPC_* overrides) over `rpc.urls`
 * when given (any chain, e.g. a local node) or the chain's public list. `rpc.timeoutMs` replaces
 * the chain's timeout and turns retries off. Unknown chains without URLs get no client.
 */
export function createClientResolver(config: AuthServerConfig): (chainId: number) => Client | undefined {
  const cache = new Map<number, Client | undefined>()
  const build = (chainId: number): Client | undefined => {
    const given = config.clients?.[String(chainId)]
    if (given) return given
    const urls = config.rpc.urls?.[String(chainId)]
    const chain = getChain(chainId)
    if (!urls && !chain) return undefined
    const settings = config.rpc.timeoutMs === undefined ? undefined : { timeout: config.rpc.timeoutMs, retryCount: 0 }
    const transport = createChainTransport(chainId, { env: config.rpc.env, urls, settings })
    return createPublicClient({ chain, transport })
  }
  return (chainId) => {
    if (!cache.has(chainId)) cache.set(chainId, build(chainId))
    return cache.get(chainId)
  }
}
