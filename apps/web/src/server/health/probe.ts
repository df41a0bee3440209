import { performance } from 'node:perf_hooks'

/** One dependency check's last answer: ok with what it read, or down with a stable word saying why. */
export type ProbeResult<T> =
  | { state: 'ok'; value: T; latencyMs: number; checkedAt: number }
  | { state: 'down'; reason: 'timeout' | 'no_answer'; latencyMs: number; checkedAt: number }

export type ProbeOptions = {
  /** A result younger than this is reused (many pollers, one check). Never older: a stale answer is not health. */
  freshMs?: number
  /** A check that has not answered by then is down (`timeout`); the next poll starts a new one. */
  timeoutMs?: number
}

export type ProbeParameters = ProbeOptions & {
  now?: () => number
  /** Called when a key's state changes (the first result included): one log line per change, not per poll. */
  onChange?: (key: string, result: ProbeResult<unknown>, previous: ProbeResult<unknown> | undefined) => void
}

type Entry = { last?: ProbeResult<unknown>; inFlight?: Promise<ProbeResult<unknown>> }

/**
 * Readiness checks of the site's dependencies: each key runs one check at a time (single flight),
 * every check is bounded by a time limit (a hung database or Redis is `down` once it passes, and the
 * key is free again for the next poll: the hung call is left behind, never awaited again), and only a
 * result younger than `freshMs` is reused, so a dependency gone is reported within freshMs + timeoutMs.
 */
export function createProbes({ freshMs: defaultFreshMs = 1_000, timeoutMs: defaultTimeoutMs = 2_000, now = Date.now, onChange }: ProbeParameters = {}) {
  const entries = new Map<string, Entry>()
  return function probe<T>(key: string, check: () => Promise<T>, options: ProbeOptions = {}): Promise<ProbeResult<T>> {
    const { freshMs = defaultFreshMs, timeoutMs = defaultTimeoutMs } = options
    let entry = entries.get(key)
    if (!entry) entries.set(key, (entry = {}))
    const { last } = entry
    if (last && now() - last.checkedAt < freshMs) return Promise.resolve(last as ProbeResult<T>)
    entry.inFlight ??= runBounded(check, timeoutMs, now).then((result) => {
      const previous = entry.last
      entry.last = result
      entry.inFlight = undefined
      if (previous?.state !== result.state) onChange?.(key, result, previous)
      return result
    })
    return entry.inFlight as Promise<ProbeResult<T>>
  }
}

export type Probe = ReturnType<typeof createProbes>

/** The check, or `timeout` once timeoutMs pass; never rejects, never waits longer than timeoutMs. */
async function runBounded<T>(check: () => Promise<T>, timeoutMs: number, now: () => number): Promise<ProbeResult<T>> {
  const start = performance.now()
  const latency = () => Math.round(performance.now() - start)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<ProbeResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'down', reason: 'timeout', latencyMs: latency(), checkedAt: now() }), timeoutMs)
  })
  const answered = (async (): Promise<ProbeResult<T>> => {
    try {
      const value = await check()
      return { state: 'ok', value, latencyMs: latency(), checkedAt: now() }
    } catch {
      return { state: 'down', reason: 'no_answer', latencyMs: latency(), checkedAt: now() }
    }
  })()
  try {
    return await Promise.race([answered, timedOut])
  } finally {
    clearTimeout(timer)
  }
}
