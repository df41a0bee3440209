import { Redis } from 'ioredis'

const holder = globalThis as typeof globalThis & { __stardustHealthRedis?: { url: string; client: Redis } }

/**
 * PING on REDIS_URL through one connection kept for health checks (ioredis; never the auth store's,
 * which auth-server owns). No offline queue and one try: a Redis that is gone fails at once.
 */
export async function pingRedis(url: string): Promise<void> {
  if (holder.__stardustHealthRedis?.url !== url) {
    holder.__stardustHealthRedis?.client.disconnect()
    const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    client.on('error', () => {}) // reported by the check, not as an unhandled error
    holder.__stardustHealthRedis = { url, client }
  }
  const { client } = holder.__stardustHealthRedis
  if (client.status === 'wait' || client.status === 'end') await client.connect()
  const answer = await client.ping()
  if (answer !== 'PONG') throw new Error('redis did not answer PONG')
}
