/** EIP-4361 nonce lifetime; docs/api.md (expirationTime = issuedAt + 5 min). */
export const NONCE_TTL_MS = 5 * 60_000

/** 128 bits of entropy per nonce; docs/api.md. */
export const NONCE_BYTES = 16

/** Outstanding nonces per address before the oldest is evicted; ours (bounds memory, see README). */
export const MAX_NONCES_PER_ADDRESS = 5

/** Outstanding nonces in total before new ones are refused with 429; ours (bounds memory). */
export const MAX_NONCES_TOTAL = 100_000

/** Request bodies above this answer 413 before parsing; issue 3, item 8. */
export const MAX_BODY_BYTES = 8 * 1024

/** Token lifetime when AUTH_TOKEN_TTL is unset; docs/api.md (default 24 h). */
export const DEFAULT_TOKEN_TTL_SECONDS = 24 * 60 * 60

/** HS256 needs a key of at least 32 bytes; docs/api.md and RFC 7518 section 3.2. */
export const MIN_SECRET_BYTES = 32

/** The only JWT algorithm we sign or accept; docs/api.md (pinned). */
export const TOKEN_ALGORITHM = 'HS256'

/** Development origin; docs/configuration.md (site runs on http://localhost:3000 with no env set). */
export const DEV_ORIGIN = 'http://localhost:3000'

/** Public, well-known development secret: refused when NODE_ENV=production. */
export const DEV_SECRET = 'stardust-development-secret-do-not-use-in-production'

/** Default statement in the EIP-4361 message; ours. */
export const DEFAULT_STATEMENT = 'Sign in to Stardust with your wallet.'

/**
 * Sign-in budgets: requests in any 60 s per client (an IPv4 address or an IPv6 /64) and per
 * address; ours. Per client they are sized for a crowd behind one address (a carrier NAT, an
 * office, an event's Wi-Fi: 200 wallets signing in within a minute, each asking a nonce and
 * logging in once, with room for retries); per address for a person retrying by hand (ten at once, the limiter
 * admitting half a budget per window). A client
 * at its budget holds at most 5 x 500 outstanding nonces (their 5-minute life), a fortieth of
 * MAX_NONCES_TOTAL.
 */
export const DEFAULT_RATE_LIMITS = {
  nonce: { perIp: { limit: 500, windowMs: 60_000 }, perAddress: { limit: 20, windowMs: 60_000 } },
  login: { perIp: { limit: 500, windowMs: 60_000 }, perAddress: { limit: 20, windowMs: 60_000 } },
} as const

/** secp256k1 group order / 2: signatures with a larger s are malleable copies; EIP-2. */
export const SECP256K1_HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/**
 * How far a DPoP proof's `iat` may be from the server's clock, either way (RFC 9449 section 11.1: a
 * short window, with room for clocks that are off). Seen proof ids are kept as long as the proof could
 * still pass, so a replay inside the window is refused; ours.
 */
export const DPOP_IAT_WINDOW_SECONDS = 300

/** JWS algorithms a DPoP proof may use: those panva's `dpop` signs with (ES256 by default). */
export const DPOP_ALGORITHMS = ['ES256', 'Ed25519', 'EdDSA', 'PS256', 'RS256'] as const

/** Longest proof `jti` accepted (a UUID is 36); bounds what the replay store keeps per proof; ours. */
export const DPOP_MAX_JTI_LENGTH = 128

/** Proof ids the memory store keeps at most; beyond that proofs are refused with 429; ours (about 100 MB). */
export const MAX_DPOP_PROOFS_REMEMBERED = 500_000
