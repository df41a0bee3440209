// Sign-ins per minute for a crowd behind one IPv4 address (a carrier NAT, an event's Wi-Fi) at the
// default limits, on Redis: 200 wallets at once, then, on a fresh store, fresh wallets signing in
// without pause for CROWD_SECONDS (default 120: two limiter windows) through the real handler and
// store. Each sign-in is a nonce, a signature and a login. Redis: REDIS_TEST_URL (scratch keys), else
// a redis-server of our own.
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { recordBench } from '../../../scripts/benchTables.mjs'
import { benchRedis, builtAuthServer, deleteKeys } from './benchRedis.mjs'

const { createAuthServer, redisStore } = await builtAuthServer()

const SECONDS = Number(process.env.CROWD_SECONDS ?? 120)
const AT_ONCE = 200
const CONCURRENCY = 50
const CROWD_IP = '192.0.2.1'

const redis = await benchRedis()
const prefix = `bench:${randomUUID()}:`
const newServer = (part) =>
  createAuthServer({
    domain: 'localhost:3000',
    uri: 'http://localhost:3000',
    secret: 'bench-secret-of-at-least-thirty-two-bytes',
    chainIds: [1],
    production: false,
    store: redisStore(redis.url, { prefix: `${prefix}${part}:` }),
  })
let server = newServer('burst')
const call = async (path, body) => {
  const request = new Request(`http://localhost:3000/api/v1/user/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const response = await server.handle(request, { ip: CROWD_IP })
  return { status: response.status, body: await response.json() }
}
/** One wallet's sign-in: the status that ended it (200, or the refusal of its nonce or login). */
async function signIn() {
  const wallet = privateKeyToAccount(generatePrivateKey())
  const issued = await call('nonce', { account: wallet.address })
  if (issued.status !== 200) return issued.status
  const signedMsg = await wallet.signMessage({ message: issued.body.data.message })
  return (await call('login', { account: wallet.address, signedMsg })).status
}

const burstStart = performance.now()
const burst = await Promise.all(Array.from({ length: AT_ONCE }, () => signIn()))
const burstSeconds = (performance.now() - burstStart) / 1000
const burstPassed = burst.filter((status) => status === 200).length

await server.close()
server = newServer('steady')
const until = performance.now() + SECONDS * 1000
const statuses = new Map()
const started = performance.now()
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < until) {
      const status = await signIn()
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }),
)
const seconds = (performance.now() - started) / 1000
const passed = statuses.get(200) ?? 0
const perMinute = Math.round((passed / seconds) * 60)
console.log(`crowd: ${AT_ONCE} wallets behind one address at once: ${burstPassed} signed in, in ${burstSeconds.toFixed(1)} s`)
console.log(`crowd: ${SECONDS} s of wallets signing in without pause: ${passed} signed in (${perMinute} a minute); answers ${[...statuses].map(([status, n]) => `${status} x ${n}`).join(', ')}`)
recordBench('auth-server-crowd', {
  command: `\`pnpm --filter @stardust/auth-server bench\` (\`bench/crowd.mjs\`: wallets behind one IPv4 address at the default limits, Redis store; ${AT_ONCE} at once, then ${CONCURRENCY} at a time for ${SECONDS} s)`,
  columns: ['figure', 'now', 'anchor'],
  rows: [
    [`${AT_ONCE} wallets at once: signed in`, `${burstPassed} of ${AT_ONCE} in ${burstSeconds.toFixed(1)} s`, `before: 30 a minute per client address, so 30`],
    ['sign-ins per minute behind one address, without pause', `${perMinute} (${[...statuses].map(([status, n]) => `${status} x ${n}`).join(', ')})`, 'the ceiling: 250 a minute (250 nonces and 250 logins per limiter window of 60 s)'],
  ],
})

const inspector = new Redis(redis.url)
await deleteKeys(inspector, prefix)
inspector.disconnect()
await server.close()
redis.stop()
if (burstPassed < AT_ONCE) process.exit(1)
