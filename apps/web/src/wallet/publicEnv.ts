import type { Env } from '@stardust/chains'

/**
 * The public variables the wallet stack reads. Next.js inlines `process.env.NEXT_PUBLIC_X` only
 * where it is written out literally, so each one is spelled here once (fixed at build time).
 */
export const publicEnv: Env = {
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
  NEXT_PUBLIC_API_BASE_URL: process.env.NEXT_PUBLIC_API_BASE_URL,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_RPC_ETHEREUM: process.env.NEXT_PUBLIC_RPC_ETHEREUM,
  NEXT_PUBLIC_RPC_SEPOLIA: process.env.NEXT_PUBLIC_RPC_SEPOLIA,
  NEXT_PUBLIC_RPC_ARBITRUM: process.env.NEXT_PUBLIC_RPC_ARBITRUM,
  NEXT_PUBLIC_RPC_ARBITRUM_SEPOLIA: process.env.NEXT_PUBLIC_RPC_ARBITRUM_SEPOLIA,
  NEXT_PUBLIC_RPC_MANTLE: process.env.NEXT_PUBLIC_RPC_MANTLE,
  NEXT_PUBLIC_RPC_MANTLE_SEPOLIA: process.env.NEXT_PUBLIC_RPC_MANTLE_SEPOLIA,
  NEXT_PUBLIC_RPC_LOCAL: process.env.NEXT_PUBLIC_RPC_LOCAL,
}
