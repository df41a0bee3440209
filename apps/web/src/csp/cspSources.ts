import { getRpcUrls, RPC_ENV_VARS } from '@stardust/chains'

type Env = Record<string, string | undefined>

/**
 * WalletConnect (relay, its RPC and verify services, the wallet explorer the QR modal reads, its
 * telemetry) and the Coinbase wallet SDK, by name: the hosts their code in the site's bundle calls.
 */
export const WALLET_CONNECT_ORIGINS = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://api.web3modal.org',
  'https://explorer-api.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'wss://www.walletlink.org',
  'https://www.walletlink.org',
  'https://keys.coinbase.com',
]

/** The wallet explorer's images (wallet icons in the WalletConnect modal). */
export const WALLET_IMAGE_ORIGINS = ['https://api.web3modal.org', 'https://explorer-api.walletconnect.com']

/** WalletConnect's verify iframe (origin checks of dapps) and its secure-site frames. */
export const WALLET_FRAME_ORIGINS = [
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://secure.walletconnect.com',
  'https://secure.walletconnect.org',
]

/**
 * ENS avatars as the account modal shows them: the ENS metadata service, and viem's default IPFS and
 * Arweave gateways for avatar records that name ipfs:// or ar:// (names resolve over the Ethereum RPC).
 * An avatar hosted anywhere else is not loaded: the modal shows its generated avatar instead.
 */
export const ENS_IMAGE_ORIGINS = ['https://metadata.ens.domains', 'https://euc.li', 'https://ipfs.io', 'https://arweave.net']

/** GA4's loader and its collection endpoints (only when NEXT_PUBLIC_GA_ID is set). */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com']
export const ANALYTICS_CONNECT_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']

/** The origin of an absolute http(s)/ws(s) URL; undefined for a relative one (same origin) or garbage. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim())
    return /^(?:https?|wss?):$/.test(url.protocol) ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** Every origin the browser's RPC clients may call: each chain's override list or its public fallback list. */
export function rpcOrigins(env: Env): string[] {
  const origins = Object.keys(RPC_ENV_VARS).flatMap((chainId) => getRpcUrls(Number(chainId), env).map(originOf))
  return unique(origins)
}

/** The product API's and the published claim proofs' origins, when they are not the site's own. */
export function apiOrigins(env: Env): string[] {
  return unique([env.NEXT_PUBLIC_API_BASE_URL, env.NEXT_PUBLIC_CLAIM_PROOFS_URL].map((value) => (value ? originOf(value) : undefined)))
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))]
}
