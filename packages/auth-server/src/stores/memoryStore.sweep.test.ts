import { expect, test } from 'vitest'
import { memoryStore } from './memoryStore.js'

const record = (nonce: string, address = '0xa') => ({ nonce, address, chainId: 1, message: `m-${nonce}`, issuedAt: 0, expiresAt: 1000 })

test('behavior: expired nonces are swept, so the total bound frees up over time', async () => {
  let now = 0
  const store = memoryStore({ now: () => now })
  const limits = { perAddress: 5, total: 2 }
  expect(await store.putNonce(record('n1'), 1000, limits)).toEqual({ ok: true })
  expect(await store.putNonce(record('n2', '0xb'), 1000, limits)).toEqual({ ok: true })
  expect(await store.putNonce(record('n3', '0xc'), 1000, limits)).toEqual({ ok: false, retryAfterMs: 1000 })
  now = 1000
  expect(await store.listNonces('0xa')).toEqual([])
  expect(await store.putNonce(record('n3', '0xc'), 1000, limits)).toEqual({ ok: true })
})

test('behavior: consumed nonces read as used until their expiry, then as unknown', async () => {
  let now = 0
  const store = memoryStore({ now: () => now })
  await store.putNonce(record('n1'), 1000, { perAddress: 5, total: 5 })
  expect(await store.consumeNonce('n1')).toMatchObject({ nonce: 'n1' })
  expect(await store.consumeNonce('n1')).toBeNull()
  expect(await store.getNonce('n1')).toBe('used')
  now = 1000
  expect(await store.getNonce('n1')).toBeNull()
})

test('behavior: revocations end', async () => {
  let now = 0
  const store = memoryStore({ now: () => now })
  await store.revokeToken('j', 500)
  expect(await store.isTokenRevoked('j')).toBe(true)
  now = 500
  expect(await store.isTokenRevoked('j')).toBe(false)
})

test('behavior: a DPoP proof id is seen until its TTL ends; a full store refuses new ids instead of forgetting old ones', async () => {
  let now = 0
  const store = memoryStore({ now: () => now, maxProofs: 2 })
  expect(await store.rememberProof('a', 1000)).toBe('fresh')
  expect(await store.rememberProof('a', 1000)).toBe('seen')
  expect(await store.rememberProof('b', 1000)).toBe('fresh')
  expect(await store.rememberProof('c', 1000)).toBe('full')
  expect(await store.rememberProof('a', 1000)).toBe('seen')
  now = 1000
  expect(await store.rememberProof('c', 1000)).toBe('fresh')
  expect(await store.rememberProof('a', 1000)).toBe('fresh')
})
