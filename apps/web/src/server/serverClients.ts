import { createChainTransport } from '@stardust/chains'
import { createPublicClient, type PublicClient } from 'viem'
import { knownChain } from '@/onchain/chainName'
import { publicEnv } from '@/wallet/publicEnv'
import { countRpcCall } from './observability/countRpcCall'
import { serverConfig } from '@/server/config/serverConfig'

const holder = globalThis as typeof globalThis & { __stardustServerClients?: Map<number, PublicClient> }

/**
 * The site's one viem client per chain for server-side reads (public figures, airdrop roots, staking
 * sync), over the same fallback RPC list as the browser (NEXT_PUBLIC_RPC_<CHAIN> or the public list);
 * the HTTP transport batches one tick's reads into one JSON-RPC request (no multicall3: Stardust Local
 * has none). One per process.
 */
export function getServerPublicClient(chainId: number): PublicClient | undefined {
  holder.__stardustServerClients ??= new Map()
  const cached = holder.__stardustServerClients.get(chainId)
  if (cached) return cached
  const chain = knownChain(chainId)
  if (!chain) return undefined
  const client = createPublicClient({ chain, transport: createChainTransport(chainId, { env: serverRpcEnv(), onRequest: countRpcCall }) }) as PublicClient
  holder.__stardustServerClients.set(chainId, client)
  return client
}

/**
 * The RPC overrides the server reads with: the NEXT_PUBLIC_RPC_* values the build inlined (what the
 * browser uses; `next start` may not have them in its environment), with run-time values winning.
 */
export function serverRpcEnv(env: Record<string, string | undefined> = serverConfig().env): Record<string, string | undefined> {
  const runtime = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('NEXT_PUBLIC_RPC_') && value))
  return { ...publicEnv, ...runtime }
}
