import type { AuthServerConfigInput } from '@stardust/auth-server'
import { LOCAL_CHAIN_ID, SUPPORTED_CHAIN_IDS, getRpcUrls } from '@stardust/chains'

type Env = Record<string, string | undefined>

/**
 * The auth-server configuration with Stardust Local (31337) allowed and its RPC (NEXT_PUBLIC_RPC_LOCAL
 * or 127.0.0.1:8545) set, for development: the development wallet signs in there. The six stay
 * first, so a request that names no chain still gets the first of them.
 */
export function withLocalChain(config: AuthServerConfigInput, env: Env): AuthServerConfigInput {
  const chainIds = config.chainIds ?? [...SUPPORTED_CHAIN_IDS]
  return {
    ...config,
    chainIds: chainIds.includes(LOCAL_CHAIN_ID) ? chainIds : [...chainIds, LOCAL_CHAIN_ID],
    rpc: { ...config.rpc, urls: { ...config.rpc?.urls, [String(LOCAL_CHAIN_ID)]: getRpcUrls(LOCAL_CHAIN_ID, env) } },
  }
}
