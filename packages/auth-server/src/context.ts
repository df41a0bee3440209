import type { Client } from 'viem'
import type { AuthServerConfig } from './config/schema.js'
import type { AuthStore } from './stores/types.js'
import type { TokenSettings } from './tokens/tokens.js'

/** What every handler shares: validated config, the store, token settings, clock and RPC clients. */
export type ServerContext = {
  config: AuthServerConfig
  store: AuthStore
  tokens: TokenSettings
  now: () => Date
  /** Origins a DPoP proof's `htu` may name besides the request's own: `uri`'s and `dpop.origins`. */
  dpopOrigins: readonly string[]
  /** Public client for a chain, or undefined when none can be built (then only plain accounts verify). */
  getClient: (chainId: number) => Client | undefined
}

/** Per-request facts the transport knows and a Fetch Request does not carry. */
export type RequestContext = {
  /** The caller's socket address (the Node server passes it). */
  ip?: string
}
