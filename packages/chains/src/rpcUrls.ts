import type { SupportedChainId } from './chains.js'
import { LOCAL_CHAIN_ID, LOCAL_RPC_URL, RPC_URL_PROTOCOLS } from './constants.js'
import { type Env, defaultEnv } from './env.js'
import { RpcConfigError } from './errors.js'
import { invalidRpcUrlMessage } from './texts.js'

/** The environment variable that overrides each chain's RPC list (comma-separated URLs). */
export const RPC_ENV_VARS = {
  1: 'NEXT_PUBLIC_RPC_ETHEREUM',
  11_155_111: 'NEXT_PUBLIC_RPC_SEPOLIA',
  42_161: 'NEXT_PUBLIC_RPC_ARBITRUM',
  421_614: 'NEXT_PUBLIC_RPC_ARBITRUM_SEPOLIA',
  5_000: 'NEXT_PUBLIC_RPC_MANTLE',
  5_003: 'NEXT_PUBLIC_RPC_MANTLE_SEPOLIA',
} as const satisfies Record<SupportedChainId, string>

/** The override for the development chain (`stardustLocal`), outside the six on purpose. */
export const LOCAL_RPC_ENV_VAR = 'NEXT_PUBLIC_RPC_LOCAL'

/**
 * Keyless public endpoints, tried in this order: the chain operator's own (viem's default)
 * first, then independent providers, so that one provider's outage is not ours.
 */
export const PUBLIC_RPC_URLS = {
  1: ['https://ethereum.reth.rs/rpc', 'https://ethereum-rpc.publicnode.com', 'https://eth.drpc.org'],
  11_155_111: [
    'https://ethereum-sepolia-rpc.publicnode.com',
    'https://sepolia.drpc.org',
    'https://11155111.rpc.thirdweb.com',
  ],
  42_161: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com', 'https://arbitrum.drpc.org'],
  421_614: [
    'https://sepolia-rollup.arbitrum.io/rpc',
    'https://arbitrum-sepolia-rpc.publicnode.com',
    'https://arbitrum-sepolia.drpc.org',
  ],
  5_000: ['https://rpc.mantle.xyz', 'https://mantle-rpc.publicnode.com', 'https://mantle.drpc.org'],
  5_003: ['https://rpc.sepolia.mantle.xyz', 'https://mantle-sepolia.drpc.org'],
} as const satisfies Record<SupportedChainId, readonly [string, string, ...string[]]>

// Lookups cover the six and the local chain; the local chain holds only ids and URLs here, never
// the chain object, so a production bundle that does not list it also drops its definition.
const envVarByChain: Readonly<Record<number, string | undefined>> = { ...RPC_ENV_VARS, [LOCAL_CHAIN_ID]: LOCAL_RPC_ENV_VAR }
const defaultUrlsByChain: Readonly<Record<number, readonly string[] | undefined>> = {
  ...PUBLIC_RPC_URLS,
  [LOCAL_CHAIN_ID]: [LOCAL_RPC_URL],
}

/**
 * Parses one override variable: comma-separated, blanks ignored. Undefined when unset or
 * blank; throws RpcConfigError naming the variable (never echoing the URL, which may hold a
 * key) when an entry is not an http(s)/ws(s) URL.
 */
export function parseRpcOverride(variable: string, value: string | undefined): string[] | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return undefined
  entries.forEach((entry, index) => {
    if (!isRpcUrl(entry)) {
      throw new RpcConfigError(invalidRpcUrlMessage(variable, index + 1), { code: 'invalid_rpc_url', variable })
    }
  })
  return entries
}

function isRpcUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (RPC_URL_PROTOCOLS as readonly string[]).includes(url.protocol) && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * The RPC URLs for a chain (one of the six or the local chain): the override from `env` when set,
 * else the public fallback list (`LOCAL_RPC_URL` for the local chain).
 */
export function getRpcUrls(chainId: number, env: Env = defaultEnv()): string[] {
  const variable = envVarByChain[chainId]
  if (variable === undefined) return []
  const override = parseRpcOverride(variable, env[variable])
  return override ?? [...(defaultUrlsByChain[chainId] ?? [])]
}

/** Checks every override at once; call it at start so a typo fails loudly, naming the variable. */
export function validateRpcEnv(env: Env = defaultEnv()): void {
  for (const variable of Object.values(envVarByChain)) if (variable) parseRpcOverride(variable, env[variable])
}
