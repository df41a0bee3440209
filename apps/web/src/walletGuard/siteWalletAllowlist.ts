import type { WalletAllowlist } from './walletAllowlist'

/**
 * The allowlist this build was made with: next.config.ts inlines it (STARDUST_WALLET_ALLOWLIST, from
 * buildTimeAllowlist.ts) into the bundle, so nothing read at run time (the server's deployments record, an API
 * answer) can change it. A bundle built without it allows nothing.
 */
export const SITE_WALLET_ALLOWLIST: WalletAllowlist = process.env.STARDUST_WALLET_ALLOWLIST
  ? (JSON.parse(process.env.STARDUST_WALLET_ALLOWLIST) as WalletAllowlist)
  : { version: 1, chains: {} }
