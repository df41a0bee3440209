// Readiness's PostgreSQL and Redis checks on a thread of their own (worker_threads; started by the site's health
// code, src/server/health/readinessThread.ts). Under load the main thread's event loop is busy rendering: a check
// timed there counts that wait against the dependency, and readiness turned 503 on a healthy instance (one that a
// load balancer then drains, moving the load to the next). Here each check has its own loop, its own connection
// and its own time limit, so it measures the dependency alone: PostgreSQL answers `select 1`, Redis (the server,
// Sentinel's primary, or every Cluster primary) answers PING. Each result goes into shared memory
// (readinessState.mjs), which the main thread reads when readiness is asked. Redis is reached by the auth server's
// plan for the configured topology (redisClientPlan: the same users, passwords and TLS as the sign-in store), to
// which this thread adds only its retry pace.
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import { workerData } from 'node:worker_threads'
import { DEPENDENCIES, writeState } from './readinessState.mjs'

/**
 * @typedef {import('@stardust/auth-server').RedisClientPlan} RedisClientPlan
 * @typedef {{ words: BigUint64Array, databaseUrl?: string, redis?: RedisClientPlan, everyMs: number, timeoutMs: number, modules?: { pg?: string, ioredis?: string } }} ReadinessWorkerData
 */

const data = /** @type {ReadinessWorkerData} */ (workerData)
// The clients are found beside the production server (standalone.mjs links them), or where the caller says.
const require = createRequire(import.meta.url)
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** PostgreSQL: one connection, kept between checks; dropped after a failure (a hung server may hold it). */
function postgresCheck(/** @type {string} */ url) {
  const pg = require(data.modules?.pg ?? 'pg')
  /** @type {Promise<import('pg').Client> | undefined} */
  let client
  return {
    check: async () => {
      client ??= (async () => {
        const fresh = new pg.Client({ connectionString: url, application_name: 'stardust-readiness', connectionTimeoutMillis: data.timeoutMs })
        fresh.on('error', () => {})
        await fresh.connect()
        return fresh
      })()
      await (await client).query('select 1')
    },
    reset: () => {
      const old = client
      client = undefined
      old?.then((c) => c.end()).catch(() => {})
    },
  }
}

/** Redis as the sign-in store reaches it (the plan made on the main thread); commands fail at once while disconnected. */
function redisCheck(/** @type {RedisClientPlan} */ plan) {
  const { Redis, Cluster } = require(data.modules?.ioredis ?? 'ioredis')
  const retry = () => 250
  /** @type {import('ioredis').Redis | import('ioredis').Cluster} */
  let client
  if (plan.kind === 'url') client = new Redis(plan.url, { ...plan.options, retryStrategy: retry })
  else if (plan.kind === 'cluster') client = new Cluster(plan.nodes, { ...plan.options, clusterRetryStrategy: retry, redisOptions: { ...plan.options.redisOptions, retryStrategy: retry } })
  else client = new Redis({ ...plan.options, retryStrategy: retry, sentinelRetryStrategy: retry })
  client.on('error', () => {})
  // Until the first connection the client refuses commands (no queue): the first check waits for it instead.
  const connected = new Promise((resolve) => client.once('ready', resolve))
  return {
    check: async () => {
      await connected
      if (plan.kind !== 'cluster') return void (await client.ping())
      // Every primary: a slot whose primary is away fails the sign-ins that land on it.
      const primaries = /** @type {import('ioredis').Cluster} */ (client).nodes('master')
      if (primaries.length === 0) throw new Error('no cluster primary')
      await Promise.all(primaries.map((node) => node.ping()))
    },
    reset: () => {},
  }
}

/** The check, or `timeout` once the time limit passes (this thread's clock: no other work delays it). */
async function bounded(/** @type {() => Promise<void>} */ check) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), data.timeoutMs)))
  try {
    return await Promise.race([check().then(() => 'ok', () => 'no_answer'), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

/** Checks one dependency every `everyMs`, for as long as the thread runs. */
async function watch(/** @type {number} */ index, /** @type {{ check: () => Promise<void>, reset: () => void }} */ dependency) {
  for (;;) {
    const started = performance.now()
    const state = /** @type {'ok' | 'timeout' | 'no_answer'} */ (await bounded(dependency.check))
    const latencyMs = performance.now() - started
    writeState(data.words, index, { checkedAt: Date.now(), latencyMs, state })
    if (state !== 'ok') dependency.reset()
    await sleep(Math.max(0, data.everyMs - latencyMs))
  }
}

if (data.databaseUrl) void watch(DEPENDENCIES.indexOf('database'), postgresCheck(data.databaseUrl))
if (data.redis) void watch(DEPENDENCIES.indexOf('redis'), redisCheck(data.redis))
