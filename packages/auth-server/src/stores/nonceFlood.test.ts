import { randomBytes, randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { api } from '../../test/helpers/api.js'
import { redisForTests } from '../../test/helpers/redisServer.js'
import { testServer } from '../../test/helpers/testServer.js'
import { NONCE_TTL_MS } from '../constants.js'
import { redisStore } from './redisStore.js'

// Depth from the environment: CI floods lightly, a deeper run is one variable away.
const CLIENTS = Number(process.env.NONCE_FLOOD_CLIENTS ?? 40)
const PER_CLIENT = 40
const PER_IP = 30
const TOTAL = 400

let redis: Awaited<ReturnType<typeof redisForTests>>
beforeAll(async () => {
  redis = await redisForTests()
})
afterAll(async () => {
  await redis?.close()
})

test('behavior: a flood of nonces for random addresses from many clients leaves a bounded number of keys in Redis, each with a TTL', async () => {
  const prefix = `test:${randomUUID()}:`
  const { server } = testServer(redisStore(redis.url, { prefix }), {
    nonceLimits: { perAddress: 5, total: TOTAL },
    rateLimits: { nonce: { perIp: { limit: PER_IP, windowMs: 60_000 } } },
  })
  const inspector = new Redis(redis.url)
  try {
    const statuses = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        const client = api(server, `10.${c >> 8}.${c & 255}.1`)
        const answers: number[] = []
        for (let i = 0; i < PER_CLIENT; i++) answers.push((await client.nonce(`0x${randomBytes(20).toString('hex')}`)).status)
        return answers
      }),
    ).then((all) => all.flat())
    const accepted = statuses.filter((status) => status === 200).length
    // The flood is larger than both bounds: per client (30 a minute) and in total (TOTAL outstanding).
    expect(CLIENTS * PER_IP).toBeGreaterThan(TOTAL)
    expect(accepted).toBe(TOTAL)
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)

    const keys = await inspector.keys(`${prefix}*`)
    const kinds = new Map<string, number>()
    for (const key of keys) {
      // Nonce keys carry the hash tag {n} (one Cluster slot for the scripts); counters do not.
      const kind = key
        .slice(prefix.length)
        .replace(/^\{n\}/, '')
        .replace(/^(n|a|all|rl:nonce:ip|rl:nonce:addr)[:].*$/, '$1')
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
    }
    // Every key: one per outstanding nonce and per address holding one (at most TOTAL each), the
    // index, and rate-limit counters (one per client, one per address a client was allowed to ask for).
    const bound = 2 * TOTAL + 1 + CLIENTS * (1 + PER_IP)
    expect(keys.length).toBeLessThanOrEqual(bound)
    expect(kinds.get('n')).toBe(TOTAL)
    expect(kinds.get('a')).toBe(TOTAL)
    expect(kinds.get('rl:nonce:ip')).toBe(CLIENTS)
    expect(kinds.get('rl:nonce:addr')).toBeLessThanOrEqual(CLIENTS * PER_IP)
    // Nothing stays: every key expires within a nonce's life.
    const ttls = await Promise.all(keys.map((key) => inspector.pttl(key)))
    expect(ttls.every((ttl) => ttl > 0 && ttl <= NONCE_TTL_MS)).toBe(true)
  } finally {
    inspector.disconnect()
    await server.close()
  }
})
