import { LOCK_HEARTBEAT_SHARE, LOCK_STORAGE_KEY, LOGIN_LOCK_TTL_MS, WEB_LOCK_NAME } from '../constants.js'
import type { LockManagerLike, StorageLike } from '../types.js'

export type LockResult<T> = { acquired: true; value: T } | { acquired: false }

export type LoginLock = {
  /**
   * Runs `task` while holding the cross-tab login lock, or returns `{acquired: false}` at once
   * when a live tab holds it. The lock is released however `task` ends.
   */
  run<T>(task: () => Promise<T>): Promise<LockResult<T>>
}

export type CreateLoginLockParameters = {
  storage: StorageLike | undefined
  /** The Web Locks API; exclusive across tabs. Without it, the marker alone decides. */
  locks: LockManagerLike | undefined
  now: () => number
  ttlMs?: number | undefined
}

/**
 * The login lock: Web Locks where the browser has them, and always the `wallet-auth:lock`
 * timestamp marker (docs/storage.md), refreshed while held so only a dead tab's marker
 * goes stale. Without Web Locks, read-then-write of the marker is best effort across processes.
 */
export function createLoginLock({ storage, locks, now, ttlMs = LOGIN_LOCK_TTL_MS }: CreateLoginLockParameters): LoginLock {
  function readMarker(): string | null {
    try {
      return storage?.getItem(LOCK_STORAGE_KEY) ?? null
    } catch {
      return null
    }
  }
  function writeMarker(value: string) {
    try {
      storage?.setItem(LOCK_STORAGE_KEY, value)
    } catch {
      // Storage blocked: Web Locks (when present) still guard; nothing else to do.
    }
  }
  function markerIsLive(): boolean {
    const raw = readMarker()
    const value = raw === null ? Number.NaN : Number(raw)
    // Tabs share one clock: a marker from the future is garbage, not a lock held forever.
    return Number.isFinite(value) && Math.abs(now() - value) < ttlMs
  }

  /** Writes our marker and keeps it fresh; returns the release function. */
  function holdMarker(): () => void {
    let written = String(now())
    writeMarker(written)
    const heartbeat = setInterval(() => {
      // Another tab took over a marker it saw as stale: stop touching it.
      if (readMarker() !== written) return
      written = String(now())
      writeMarker(written)
    }, ttlMs * LOCK_HEARTBEAT_SHARE)
    return () => {
      clearInterval(heartbeat)
      if (readMarker() !== written) return
      try {
        storage?.removeItem(LOCK_STORAGE_KEY)
      } catch {
        // see writeMarker
      }
    }
  }

  async function runHolding<T>(task: () => Promise<T>): Promise<T> {
    const release = holdMarker()
    try {
      return await task()
    } finally {
      release()
    }
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<LockResult<T>> {
      if (locks) {
        return locks.request(WEB_LOCK_NAME, { ifAvailable: true }, async (lock): Promise<LockResult<T>> => {
          if (!lock) return { acquired: false }
          return { acquired: true, value: await runHolding(task) }
        })
      }
      // Read and write in one synchronous run: no other script of this process interleaves.
      if (markerIsLive()) return { acquired: false }
      return { acquired: true, value: await runHolding(task) }
    },
  }
}
