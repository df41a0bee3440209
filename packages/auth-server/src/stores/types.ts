import type { RateRule } from '../limits/rateRule.js'

/** What the server keeps for an issued nonce: the exact message text it handed out. */
export type NonceRecord = {
  nonce: string
  /** Lowercase address the nonce is bound to. */
  address: string
  chainId: number
  message: string
  /** Milliseconds since the epoch. */
  issuedAt: number
  expiresAt: number
}

export type NonceLimits = {
  /** Outstanding nonces per address; the oldest is evicted beyond this. */
  perAddress: number
  /** Outstanding nonces in total; new ones are refused beyond this. */
  total: number
}

export type PutNonceResult = { ok: true } | { ok: false; retryAfterMs: number }

/** A limiter's answer: `retryAfterMs` is the real wait until the client's window ends (0 when admitted). */
export type RateLimitResult = { allowed: boolean; retryAfterMs: number; remaining: number }

/**
 * Storage behind the server. Every method is atomic on its own; `consumeNonce` is the one that
 * decides a race (exactly one caller gets the record). Methods throw StoreUnavailableError when
 * the backing service cannot answer.
 */
export type AuthStore = {
  readonly kind: string
  /** Stores a nonce for `ttlMs`, enforcing `limits`. */
  putNonce(record: NonceRecord, ttlMs: number, limits: NonceLimits): Promise<PutNonceResult>
  /** Outstanding (unconsumed, unexpired) nonces of an address, newest first. */
  listNonces(address: string): Promise<NonceRecord[]>
  /** A nonce's record, `'used'` once consumed (until its expiry), or null. */
  getNonce(nonce: string): Promise<NonceRecord | 'used' | null>
  /** Atomically removes and returns the record; null if it is gone or another caller won. */
  consumeNonce(nonce: string): Promise<NonceRecord | null>
  /** Marks a token id revoked until `expiresAtMs`. */
  revokeToken(jti: string, expiresAtMs: number): Promise<void>
  isTokenRevoked(jti: string): Promise<boolean>
  /**
   * Records a DPoP proof id for `ttlMs` (set if absent, atomically): `fresh` the first time, `seen`
   * for a replay, `full` when a bounded store has no room (the proof is then refused, never let through).
   */
  rememberProof(id: string, ttlMs: number): Promise<'fresh' | 'seen' | 'full'>
  /** Counts one request of `key` under `rule` (rate-limiter-flexible, on this store's backend). */
  consume(rule: RateRule, key: string): Promise<RateLimitResult>
  close(): Promise<void>
}
