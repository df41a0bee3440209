import { logger } from '@/server/observability/logger'
import { FIGURES_BUDGET_MS, FIGURES_FRESH_MS, FIGURES_READ_LIMIT_MS, FIGURES_STALE_OK_MS } from '@/constants'
import { serverConfig } from '@/server/config/serverConfig'

/** What a shared read gives a page: a value and when it was read, or nothing yet. */
export type SharedReadResult<T> =
  | { state: 'fresh'; value: T; readAt: number }
  /** The last value read: a new read failed or did not answer within the budget. */
  | { state: 'late'; value: T; readAt: number }
  | { state: 'none' }

export type SharedReadOptions = {
  /** Younger than this: served as it is, no read. */
  freshMs?: number
  /** Younger than this: served at once while one new read runs (stale-while-revalidate). */
  staleOkMs?: number
  /** How long a page waits for a read before it takes the last value, or none. */
  budgetMs?: number
  /** A read still in flight after this is abandoned: the next visitor starts a new one (a hung RPC never holds the key). */
  readLimitMs?: number
  now?: () => number
}

type Entry = { value?: unknown; readAt?: number; inFlight?: Promise<void>; startedAt?: number; generation: number }

/**
 * Figures that are the same for every visitor (pool totals, sale figures, the chain's latest block),
 * read once per key per interval for all of them: one read in flight at a time (single flight), a
 * short time to live, the last value served while a new read runs, and a page never waits more than
 * the budget. A failed read keeps the last value; the error is logged once per read, not per view.
 */
export function createSharedReads(defaults: SharedReadOptions = {}) {
  const entries = new Map<string, Entry>()
  return async function sharedRead<T>(key: string, read: () => Promise<T>, options: SharedReadOptions = {}): Promise<SharedReadResult<T>> {
    const { freshMs = FIGURES_FRESH_MS, staleOkMs = FIGURES_STALE_OK_MS, budgetMs = FIGURES_BUDGET_MS, readLimitMs = FIGURES_READ_LIMIT_MS, now = Date.now } = {
      ...defaults,
      ...options,
    }
    let entry = entries.get(key)
    if (!entry) entries.set(key, (entry = { generation: 0 }))
    const current = (): SharedReadResult<T> =>
      entry.readAt === undefined ? { state: 'none' } : { state: now() - entry.readAt < staleOkMs ? 'fresh' : 'late', value: entry.value as T, readAt: entry.readAt }

    const age = entry.readAt === undefined ? Infinity : now() - entry.readAt
    if (age < freshMs) return current()
    if (entry.inFlight && now() - (entry.startedAt ?? 0) >= readLimitMs) entry.inFlight = undefined
    if (!entry.inFlight) {
      // Only the newest read may write: an abandoned one that answers late changes nothing.
      const generation = ++entry.generation
      entry.startedAt = now()
      entry.inFlight = read()
        .then((value) => {
          if (generation !== entry.generation) return
          entry.value = value
          entry.readAt = now()
        })
        .catch((error: unknown) => {
          logger().warn({ event: 'figures_read_failed', key, err: error }, 'a figures read failed')
        })
        .finally(() => {
          if (generation === entry.generation) entry.inFlight = undefined
        })
    }
    if (age < staleOkMs) return current()
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([entry.inFlight, new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)))])
    clearTimeout(timer)
    return current()
  }
}

export type SharedRead = ReturnType<typeof createSharedReads>

const holder = globalThis as typeof globalThis & { __stardustSharedRead?: SharedRead }

/** A positive whole number of ms from the environment, else undefined (the default applies). */
function envMs(name: string): number | undefined {
  const value = Number(serverConfig().env[name])
  return Number.isInteger(value) && value > 0 ? value : undefined
}

/** The process's one set of shared reads (kept on globalThis: every route bundle and dev reloads share it). */
export function sharedRead<T>(key: string, read: () => Promise<T>, options?: SharedReadOptions): Promise<SharedReadResult<T>> {
  holder.__stardustSharedRead ??= createSharedReads({
    freshMs: envMs('STARDUST_FIGURES_FRESH_MS'),
    staleOkMs: envMs('STARDUST_FIGURES_STALE_MS'),
  })
  return holder.__stardustSharedRead(key, read, options)
}
