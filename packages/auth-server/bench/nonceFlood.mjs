// Keys in Redis after a nonce flood: random addresses from many client addresses, through the real
// handler and the real Redis store with the default limits except the total bound (NONCE_FLOOD_TOTAL,
// default 10,000, so the run takes seconds; the figures per nonce scale to the default 100,000).
// Redis: REDIS_TEST_URL (a Redis that may hold scratch keys), else a redis-server of our own on a free port.
import { randomBytes, randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { recordBench } from '../../../scripts/benchTables.mjs'
import { benchRedis, builtAuthServer, deleteKeys } from './benchRedis.mjs'

const { createAuthServer, redisStore } = await builtAuthServer()

const TOTAL = Number(process.env.NONCE_FLOOD_TOTAL ?? 10_000)
const CLIENTS = Number(process.env.NONCE_FLOOD_CLIENTS ?? Math.ceil(TOTAL / 25))
const PER_CLIENT = 40
const PER_IP = 30

const redis = await benchRedis()
const prefix = `bench:${randomUUID()}:`
const inspector = new Redis(redis.url)
const memoryBefore = Number(/used_memory:(\d+)/.exec(await inspector.info('memory'))[1])
const server = createAuthServer({
  domain: 'localhost:3000',
  uri: 'http://localhost:3000',
  secret: 'bench-secret-of-at-least-thirty-two-bytes',
  chainIds: [1],
  production: false,
  store: redisStore(redis.url, { prefix }),
  nonceLimits: { perAddress: 5, total: TOTAL },
  // PER_IP in one limiter window (a budget of twice that in any minute), so the key bound below holds.
  rateLimits: { nonce: { perIp: { limit: 2 * PER_IP, windowMs: 60_000 } } },
})
const nonce = (ip) =>
  server.handle(
    new Request('http://localhost:3000/api/v1/user/nonce', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: `0x${randomBytes(20).toString('hex')}` }),
    }),
    { ip },
  )

const started = performance.now()
const statuses = new Map()
// 50 clients at a time, each sending PER_CLIENT nonce requests for addresses never seen before.
for (let first = 0; first < CLIENTS; first += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, CLIENTS - first) }, async (_, k) => {
      const c = first + k
      for (let i = 0; i < PER_CLIENT; i++) {
        const { status } = await nonce(`10.${(c >> 16) & 255}.${(c >> 8) & 255}.${c & 255}`)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
}
const seconds = (performance.now() - started) / 1000
let keys = 0
let withoutTtl = 0
let cursor = '0'
do {
  const [next, batch] = await inspector.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
  cursor = next
  keys += batch.length
  const ttls = await Promise.all(batch.map((key) => inspector.pttl(key)))
  withoutTtl += ttls.filter((ttl) => ttl < 0).length
} while (cursor !== '0')
const memoryAfter = Number(/used_memory:(\d+)/.exec(await inspector.info('memory'))[1])
const bound = 2 * TOTAL + 1 + CLIENTS * (1 + PER_IP)
const requests = CLIENTS * PER_CLIENT
console.log(`nonce flood: ${requests.toLocaleString('en')} requests for random addresses from ${CLIENTS.toLocaleString('en')} client addresses in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)}/s)`)
console.log(`  answers: ${[...statuses].map(([status, n]) => `${status} x ${n.toLocaleString('en')}`).join(', ')} (total bound ${TOTAL.toLocaleString('en')}, ${PER_IP} per client in its window)`)
console.log(`  keys in Redis after the flood: ${keys.toLocaleString('en')} (bound 2 x total + 1 + clients x ${1 + PER_IP} = ${bound.toLocaleString('en')}; ${keys <= bound ? 'within' : 'OVER'}), keys without a TTL: ${withoutTtl}`)
const perNonce = (memoryAfter - memoryBefore) / TOTAL
console.log(`  Redis memory: +${((memoryAfter - memoryBefore) / 1024 / 1024).toFixed(1)} MB, about ${Math.round(perNonce)} bytes per outstanding nonce -> about ${((perNonce * 100_000) / 1024 / 1024).toFixed(0)} MB at the default bound of 100,000`)
// With STARDUST_BENCH_WRITE=1, these rows replace the flood's table in docs/benchmarks.md.
recordBench('auth-server-nonce-flood', {
  command: `\`pnpm --filter @stardust/auth-server bench\` (\`bench/nonceFlood.mjs\`: ${requests.toLocaleString('en')} nonce requests for random addresses from ${CLIENTS.toLocaleString('en')} client addresses, total bound ${TOTAL.toLocaleString('en')})`,
  columns: ['figure', 'now', 'anchor'],
  rows: [
    ['Redis keys left', keys.toLocaleString('en'), `the bound \`2 × total + 1 + clients × (1 + ${PER_IP})\`: ${bound.toLocaleString('en')}`],
    ['keys without a TTL', withoutTtl, 'none'],
    ['Redis memory', `${((memoryAfter - memoryBefore) / 1024 / 1024).toFixed(1)} MB, about ${(perNonce / 1024).toFixed(1)} KB per outstanding nonce (about ${((perNonce * 100_000) / 1024 / 1024).toFixed(0)} MB at the default bound of 100,000)`, ''],
  ],
})

await deleteKeys(inspector, prefix)
inspector.disconnect()
await server.close()
redis.stop()
if (keys > bound || withoutTtl > 0) process.exit(1)
