import type { Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import { StoreUnavailableError } from '../errors.js'
import { consumePoint } from '../limits/consumePoint.js'
import type { RateRule } from '../limits/rateRule.js'
import { CONSUME_NONCE, LIST_NONCES, PUT_NONCE } from './redisScripts.js'
import type { AuthStore, NonceLimits, NonceRecord, PutNonceResult, RateLimitResult } from './types.js'

export type RedisStoreParameters = {
  /** Key prefix, so several apps can share one Redis. Default `stardust:auth:`. */
  prefix?: string
  /** Deadline for one command when this store creates the client. Default 2000 ms. */
  commandTimeoutMs?: number
}

// ioredis runs these by EVALSHA and falls back to EVAL on NOSCRIPT (e.g. after a Redis restart).
// Prefixed names: on a caller's instance they must not clash with its own commands.
const SCRIPTS = {
  stardustAuthPutNonce: { numberOfKeys: 2, lua: PUT_NONCE },
  stardustAuthListNonces: { numberOfKeys: 1, lua: LIST_NONCES },
  stardustAuthConsumeNonce: { numberOfKeys: 3, lua: CONSUME_NONCE },
} as const
/** The commands defineCommand adds: keys first, then arguments. */
type ScriptCommands = Record<keyof typeof SCRIPTS, (...keysThenArgs: (string | number)[]) => Promise<unknown>>

/**
 * A store on Redis (ioredis), shared by every instance of the server. Given a URL, it owns the
 * client: commands fail fast while Redis is down (503 upstream) and it reconnects on its own.
 * Given a Redis instance, it uses it as configured and leaves closing it to the caller.
 */
export function redisStore(connection: string | Redis, parameters: RedisStoreParameters = {}): AuthStore {
  const prefix = parameters.prefix ?? 'stardust:auth:'
  const owned = typeof connection === 'string'
  // An unhandled 'error' event would crash the process; failures surface per command instead.
  const onError = (): void => {}
  const setup = (redis: Redis): Redis => {
    redis.on('error', onError)
    for (const [name, definition] of Object.entries(SCRIPTS)) redis.defineCommand(name, definition)
    return redis
  }
  // ioredis is imported on first use: a server on the memory store never loads it.
  const client: Promise<Redis> = owned
    ? import('ioredis').then(({ Redis: RedisClient }) =>
        setup(
          new RedisClient(connection, {
            // Queue while (re)connecting, but give up after one failed reconnect so callers get a 503
            // within a fraction of a second instead of hanging.
            maxRetriesPerRequest: 1,
            commandTimeout: parameters.commandTimeoutMs ?? 2000,
            connectTimeout: 2000,
            retryStrategy: (times) => Math.min(times * 100, 1000),
            // Commands issued in the same tick (many sign-ins at once) leave in one write.
            enableAutoPipelining: true,
          }),
        ),
      )
    : Promise.resolve(setup(connection))
  client.catch(() => {})

  const run = async <T>(operation: (redis: Redis, scripts: ScriptCommands) => Promise<T>): Promise<T> => {
    try {
      const redis = await client
      return await operation(redis, redis as unknown as ScriptCommands)
    } catch (error) {
      throw new StoreUnavailableError({ cause: error })
    }
  }

  const key = {
    nonce: (nonce: string) => `${prefix}n:${nonce}`,
    used: (nonce: string) => `${prefix}u:${nonce}`,
    address: (address: string) => `${prefix}a:${address}`,
    all: `${prefix}all`,
    revoked: (jti: string) => `${prefix}r:${jti}`,
    rate: (name: string) => `${prefix}rl:${name}`,
    proof: (id: string) => `${prefix}dp:${id}`,
  }
  // One rate-limiter-flexible limiter per rule, on this store's client (its own one-key script).
  const limiters = new Map<string, RateLimiterRedis>()
  const limiterFor = (redis: Redis, rule: RateRule): RateLimiterRedis => {
    const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`
    let limiter = limiters.get(id)
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: key.rate(rule.name), points: rule.points, duration: rule.durationSeconds })
      limiters.set(id, limiter)
    }
    return limiter
  }
  const parse = (value: string): NonceRecord => JSON.parse(value) as NonceRecord

  return {
    kind: 'redis',
    putNonce: (record: NonceRecord, ttlMs: number, limits: NonceLimits): Promise<PutNonceResult> =>
      run(async (_redis, scripts) => {
        const args = [prefix, record.nonce, JSON.stringify(record), ttlMs, limits.perAddress, limits.total]
        const retryAfterMs = Number(await scripts.stardustAuthPutNonce(key.address(record.address), key.all, ...args))
        return retryAfterMs === 0 ? { ok: true } : { ok: false, retryAfterMs }
      }),
    listNonces: (address: string): Promise<NonceRecord[]> =>
      run(async (_redis, scripts) => {
        const values = (await scripts.stardustAuthListNonces(key.address(address), prefix)) as string[]
        return values.map(parse)
      }),
    getNonce: (nonce: string): Promise<NonceRecord | 'used' | null> =>
      run(async (redis) => {
        const [value, used] = await redis.mget(key.nonce(nonce), key.used(nonce))
        if (used) return 'used'
        return value ? parse(value) : null
      }),
    consumeNonce: (nonce: string): Promise<NonceRecord | null> =>
      run(async (redis, scripts) => {
        const value = (await scripts.stardustAuthConsumeNonce(key.nonce(nonce), key.used(nonce), key.all, prefix, nonce)) as string | null
        return value ? parse(value) : null
      }),
    revokeToken: (jti: string, expiresAtMs: number): Promise<void> =>
      run(async (redis) => {
        const ttl = expiresAtMs - Date.now()
        if (ttl > 0) await redis.set(key.revoked(jti), '1', 'PX', ttl)
      }),
    isTokenRevoked: (jti: string): Promise<boolean> => run(async (redis) => (await redis.exists(key.revoked(jti))) === 1),
    // SET NX is atomic: of two instances given the same proof, exactly one gets OK.
    rememberProof: (id: string, ttlMs: number): Promise<'fresh' | 'seen' | 'full'> =>
      run(async (redis) => ((await redis.set(key.proof(id), '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK' ? 'fresh' : 'seen')),
    consume: (rule: RateRule, client: string): Promise<RateLimitResult> => run(async (redis) => await consumePoint(limiterFor(redis, rule), client)),
    async close(): Promise<void> {
      const redis = await client.catch(() => undefined)
      if (!redis) return
      if (!owned) {
        redis.off('error', onError)
        return
      }
      try {
        await redis.quit()
      } catch {
        redis.disconnect()
      }
    },
  }
}
