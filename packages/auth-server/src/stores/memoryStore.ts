import { RateLimiterMemory } from 'rate-limiter-flexible'
import { MAX_DPOP_PROOFS_REMEMBERED } from '../constants.js'
import { consumePoint } from '../limits/consumePoint.js'
import type { RateRule } from '../limits/rateRule.js'
import type { AuthStore, NonceLimits, NonceRecord, PutNonceResult, RateLimitResult } from './types.js'

export type MemoryStoreParameters = {
  /** Clock for expiry bookkeeping; defaults to Date.now. */
  now?: () => number
  /** DPoP proof ids kept at most (then proofs are refused with 429). Default 500 000. */
  maxProofs?: number
}

type Expiring<T> = { value: T; expiresAt: number }

/**
 * Deletes expired entries from the front of a map. Entries are (re)inserted when they start, and
 * lifetimes per kind are equal, so the front holds the oldest: the sweep stops at the first live
 * one, O(1) amortised per operation instead of a scan of the whole map.
 */
function sweepFront<T>(map: Map<string, Expiring<T>>, now: number): void {
  for (const [key, entry] of map) {
    if (entry.expiresAt > now) break
    map.delete(key)
  }
}

/**
 * A single-process store. JavaScript runs each method to completion between awaits, so every
 * operation is atomic without locks. Memory is bounded by the nonce limits and by sweeping expired
 * entries from the front of each map on every write.
 */
export function memoryStore(parameters: MemoryStoreParameters = {}): AuthStore {
  const now = parameters.now ?? Date.now
  // Nonces share one TTL, so insertion order is expiry order: sweeping stops at the first live one.
  const nonces = new Map<string, Expiring<NonceRecord>>()
  const byAddress = new Map<string, string[]>()
  const used = new Map<string, Expiring<true>>()
  const revoked = new Map<string, Expiring<true>>()
  // One rate-limiter-flexible limiter per rule; it drops each client's counter when its window ends.
  const limiters = new Map<string, RateLimiterMemory>()
  // Proof lifetimes differ (they end a window after each proof's iat), so the front sweep is only
  // roughly in order: an expired id behind a live one waits for the next sweep, at most one window.
  const proofs = new Map<string, Expiring<true>>()
  const maxProofs = parameters.maxProofs ?? MAX_DPOP_PROOFS_REMEMBERED

  const removeNonce = (nonce: string): NonceRecord | undefined => {
    const entry = nonces.get(nonce)
    if (!entry) return undefined
    nonces.delete(nonce)
    const list = byAddress.get(entry.value.address)
    if (list) {
      const rest = list.filter((value) => value !== nonce)
      if (rest.length === 0) byAddress.delete(entry.value.address)
      else byAddress.set(entry.value.address, rest)
    }
    return entry.value
  }

  const sweepNonces = (at: number): void => {
    for (const [nonce, entry] of nonces) {
      if (entry.expiresAt > at) break
      removeNonce(nonce)
    }
    sweepFront(used, at)
  }

  return {
    kind: 'memory',
    async putNonce(record: NonceRecord, ttlMs: number, limits: NonceLimits): Promise<PutNonceResult> {
      const at = now()
      sweepNonces(at)
      if (nonces.size >= limits.total) {
        const oldest = nonces.values().next().value
        return { ok: false, retryAfterMs: Math.max(1, (oldest?.expiresAt ?? at) - at) }
      }
      const list = byAddress.get(record.address) ?? []
      while (list.length >= limits.perAddress) {
        const oldest = list.shift()
        if (oldest !== undefined) nonces.delete(oldest)
      }
      nonces.set(record.nonce, { value: record, expiresAt: at + ttlMs })
      byAddress.set(record.address, [...list, record.nonce])
      return { ok: true }
    },
    async listNonces(address: string): Promise<NonceRecord[]> {
      sweepNonces(now())
      const list = byAddress.get(address) ?? []
      return list.flatMap((nonce) => nonces.get(nonce)?.value ?? []).reverse()
    },
    async getNonce(nonce: string): Promise<NonceRecord | 'used' | null> {
      sweepNonces(now())
      if (used.has(nonce)) return 'used'
      return nonces.get(nonce)?.value ?? null
    },
    async consumeNonce(nonce: string): Promise<NonceRecord | null> {
      const at = now()
      sweepNonces(at)
      const expiresAt = nonces.get(nonce)?.expiresAt
      const record = removeNonce(nonce)
      if (!record || expiresAt === undefined) return null
      used.set(nonce, { value: true, expiresAt })
      return record
    },
    async revokeToken(jti: string, expiresAtMs: number): Promise<void> {
      const at = now()
      sweepFront(revoked, at)
      if (expiresAtMs > at) revoked.set(jti, { value: true, expiresAt: expiresAtMs })
    },
    async isTokenRevoked(jti: string): Promise<boolean> {
      const entry = revoked.get(jti)
      return entry !== undefined && entry.expiresAt > now()
    },
    async rememberProof(id: string, ttlMs: number): Promise<'fresh' | 'seen' | 'full'> {
      const at = now()
      sweepFront(proofs, at)
      const entry = proofs.get(id)
      if (entry && entry.expiresAt > at) return 'seen'
      if (proofs.size >= maxProofs) return 'full'
      proofs.set(id, { value: true, expiresAt: at + ttlMs })
      return 'fresh'
    },
    async consume(rule: RateRule, key: string): Promise<RateLimitResult> {
      const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`
      let limiter = limiters.get(id)
      if (!limiter) {
        limiter = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds })
        limiters.set(id, limiter)
      }
      return await consumePoint(limiter, key)
    },
    async close(): Promise<void> {
      nonces.clear()
      byAddress.clear()
      used.clear()
      revoked.clear()
      limiters.clear()
      proofs.clear()
    },
  }
}
