import type { Cluster, Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import { StoreUnavailableError } from '../errors.js'
import { consumePoint } from '../limits/consumePoint.js'
import type { RateRule } from '../limits/rateRule.js'
import { connectRedis, type RedisClient, type RedisTopology } from './redisConnection.js'
import { CONSUME_NONCE, LIST_NONCES, PUT_NONCE } from './redisScripts.js'
import type { AuthStore, NonceLimits, NonceRecord, PutNonceResult, RateLimitResult } from './types.js'

export type RedisStoreParameters = {
  /** Key prefix, so several apps can share one Redis. Default `stardust:auth:`. */
  prefix?: string
  /** Deadline for one command when this store creates the client. Default 2000 ms. */
  commandTimeoutMs?: number
  /**
   * Replicas that must hold a revocation and a spent nonce before the answer (Redis `WAIT`, on the node that
   * holds the key), so a failover to a replica cannot bring either back. Default 1 with Sentinel, else 0. When fewer
   * acknowledge within `commandTimeoutMs`, the call fails with store_unavailable (logout: 503, retried).
   */
  replicasToAcknowledge?: number
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
 * A store on Redis (ioredis), shared by every instance of the server: one server (a URL), a Redis
 * Cluster or a Sentinel-watched primary (a topology), or a ready client. Given a URL or a topology,
 * it owns the client: commands fail fast while Redis is down (503 upstream) and it reconnects on its
 * own. Given a client, it uses it as configured and leaves closing it to the caller.
 *
 * Cluster: the nonce keys share one hash tag (`{n}`), so the scripts that touch several of them run on
 * one node; revocations, DPoP proof ids and the limiters' counters are one key each and spread.
 */
export function redisStore(connection: string | RedisTopology | Redis | Cluster, parameters: RedisStoreParameters = {}): AuthStore {
  const prefix = parameters.prefix ?? 'stardust:auth:'
  if (/[{}]/.test(prefix)) throw new TypeError('redisStore: the prefix must not contain { or } (the store sets its own hash tags)')
  const commandTimeoutMs = parameters.commandTimeoutMs ?? 2000
  const topology: RedisTopology | undefined = typeof connection === 'string' ? { kind: 'url', url: connection } : 'kind' in connection ? connection : undefined
  const owned = topology !== undefined
  const replicas = parameters.replicasToAcknowledge ?? (topology?.kind === 'sentinel' ? 1 : 0)
  // An unhandled 'error' event would crash the process; failures surface per command instead.
  const onError = (): void => {}
  const setup = (redis: RedisClient): RedisClient => {
    redis.on('error', onError)
    for (const [name, definition] of Object.entries(SCRIPTS)) redis.defineCommand(name, definition)
    return redis
  }
  // ioredis is imported on first use: a server on the memory store never loads it.
  const client: Promise<RedisClient> = topology ? connectRedis(topology, commandTimeoutMs).then(setup) : Promise.resolve(setup(connection as RedisClient))
  client.catch(() => {})
  /**
   * Waits until `replicas` replicas hold the writes so far on the connection to `key`'s node; fewer in time is a
   * store failure. WAIT names no key, so a Cluster client would send it to any node: it rides in a pipeline
   * behind a read of the key, which goes to the node (and connection) that took the write.
   */
  const replicated = async (redis: RedisClient, key: string): Promise<void> => {
    if (replicas === 0) return
    const [, waited] = (await redis.pipeline().exists(key).wait(replicas, commandTimeoutMs).exec()) ?? []
    if (!waited || waited[0]) throw waited?.[0] ?? new Error('WAIT was not answered')
    if (Number(waited[1]) < replicas) throw new Error(`${String(waited[1])} of ${replicas} replicas acknowledged`)
  }

  const run = async <T>(operation: (redis: RedisClient, scripts: ScriptCommands) => Promise<T>): Promise<T> => {
    try {
      const redis = await client
      return await operation(redis, redis as unknown as ScriptCommands)
    } catch (error) {
      throw new StoreUnavailableError({ cause: error })
    }
  }

  // Every key a nonce script touches carries the hash tag {n}: one Cluster slot, no CROSSSLOT.
  const nonces = `${prefix}{n}`
  const key = {
    nonce: (nonce: string) => `${nonces}n:${nonce}`,
    used: (nonce: string) => `${nonces}u:${nonce}`,
    address: (address: string) => `${nonces}a:${address}`,
    all: `${nonces}all`,
    revoked: (jti: string) => `${prefix}r:${jti}`,
    rate: (name: string) => `${prefix}rl:${name}`,
    proof: (id: string) => `${prefix}dp:${id}`,
  }
  // One rate-limiter-flexible limiter per rule, on this store's client (its own one-key script).
  const limiters = new Map<string, RateLimiterRedis>()
  const limiterFor = (redis: RedisClient, rule: RateRule): RateLimiterRedis => {
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
        const args = [nonces, record.nonce, JSON.stringify(record), ttlMs, limits.perAddress, limits.total]
        const retryAfterMs = Number(await scripts.stardustAuthPutNonce(key.address(record.address), key.all, ...args))
        return retryAfterMs === 0 ? { ok: true } : { ok: false, retryAfterMs }
      }),
    listNonces: (address: string): Promise<NonceRecord[]> =>
      run(async (_redis, scripts) => {
        const values = (await scripts.stardustAuthListNonces(key.address(address), nonces)) as string[]
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
        const value = (await scripts.stardustAuthConsumeNonce(key.nonce(nonce), key.used(nonce), key.all, nonces, nonce)) as string | null
        if (value) await replicated(redis, key.used(nonce))
        return value ? parse(value) : null
      }),
    revokeToken: (jti: string, expiresAtMs: number): Promise<void> =>
      run(async (redis) => {
        const ttl = expiresAtMs - Date.now()
        if (ttl > 0) {
          await redis.set(key.revoked(jti), '1', 'PX', ttl)
          await replicated(redis, key.revoked(jti))
        }
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
