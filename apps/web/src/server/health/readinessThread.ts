import { Worker } from 'node:worker_threads'
import { redisClientPlan, redisTopologyOf } from '@stardust/auth-server'
import { createStateWords, DEPENDENCIES, READINESS_WORKER_KEY, readState, type DependencyResult, type ReadinessWorkerFile } from '../../../server/readinessState.mjs'
import { loadSiteAuthConfig } from '@/server/authServer'
import { closeOnStop } from '@/server/onStop'
import { logger } from '@/server/observability/logger'
import type { HealthCheck } from './healthReport'
import { logDependencyState } from './siteProbe'

/** How often the thread checks each dependency, and how long one check may take before it is down. */
export const THREAD_CHECK_EVERY_MS = 500
export const THREAD_CHECK_TIMEOUT_MS = 2_000
/** A result older than this is no result (the thread itself stopped): the longest gap is a check's time limit and a pause. */
const STALE_MS = THREAD_CHECK_TIMEOUT_MS + THREAD_CHECK_EVERY_MS + 1_000

type Dependency = (typeof DEPENDENCIES)[number]
type Thread = { words: BigUint64Array; worker: Worker; watched: Set<Dependency>; last: Map<Dependency, HealthCheck['state']> }
const holder = globalThis as typeof globalThis & { __stardustReadinessThread?: Thread; [READINESS_WORKER_KEY]?: ReadinessWorkerFile }

/**
 * PostgreSQL's and Redis's readiness checks on a thread of their own (server/readinessWorker.mjs), started on
 * first use under the production server, which says where the worker's file is; elsewhere (next dev, tests of
 * the route) undefined, and the checks run in this thread (siteChecks). Readiness then reads their last results:
 * a loaded event loop here delays the answer, never the checks, so load never reads as a dependency down.
 */
export function readinessThread(env: Record<string, string | undefined>): Thread | undefined {
  if (holder.__stardustReadinessThread) return holder.__stardustReadinessThread
  const published = holder[READINESS_WORKER_KEY]
  if (!published) return undefined
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  const topology = redisTopologyOf(loadSiteAuthConfig(env))
  // The sign-in store's way to Redis (users, passwords, TLS), failing at once while disconnected: a check waits in no queue.
  const redis = topology && redisClientPlan(topology, { commandTimeoutMs: THREAD_CHECK_TIMEOUT_MS, connectTimeoutMs: THREAD_CHECK_TIMEOUT_MS, maxRetriesPerRequest: 0, enableOfflineQueue: false })
  const words = createStateWords()
  const worker = new Worker(published.file, {
    workerData: { words, databaseUrl, redis, everyMs: THREAD_CHECK_EVERY_MS, timeoutMs: THREAD_CHECK_TIMEOUT_MS, modules: published.modules },
  })
  // The thread never keeps the process alive; a failed thread reads as no results (down, logged), never as a crash.
  worker.unref()
  worker.on('error', (error) => logger().error({ event: 'readiness_thread_failed', err: error }, 'the readiness checks\' thread failed'))
  const watched = new Set<Dependency>([...(databaseUrl ? ['database' as const] : []), ...(redis ? ['redis' as const] : [])])
  const thread: Thread = { words, worker, watched, last: new Map() }
  holder.__stardustReadinessThread = thread
  closeOnStop('readiness thread', async () => {
    delete holder.__stardustReadinessThread
    await worker.terminate()
  })
  return thread
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A dependency's state as the thread last found it; down while it has no fresh result. Right after the thread
 * starts it waits for the first result, so the first poll is not a 503.
 */
export async function threadCheck(thread: Thread, name: Dependency): Promise<HealthCheck> {
  const index = DEPENDENCIES.indexOf(name)
  // The thread's start (loading its clients) and a first check bounded by its time limit.
  for (const waitUntil = Date.now() + THREAD_CHECK_TIMEOUT_MS + 2_000; !readState(thread.words, index) && Date.now() < waitUntil; ) await sleep(20)
  const result: DependencyResult | undefined = readState(thread.words, index)
  const now = Date.now()
  const fresh = result !== undefined && now - result.checkedAt < STALE_MS
  const check: HealthCheck =
    fresh && result.state === 'ok'
      ? { name, state: 'ok', latencyMs: result.latencyMs }
      : { name, state: 'down', reason: fresh ? result.state : result ? 'timeout' : 'starting', ...(result ? { latencyMs: result.latencyMs } : {}) }
  const previous = thread.last.get(name)
  if (previous !== check.state) {
    thread.last.set(name, check.state)
    logDependencyState(name, check, previous !== undefined)
  }
  return check
}
