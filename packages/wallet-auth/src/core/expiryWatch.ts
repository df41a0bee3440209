/** Longest delay setTimeout honours (2^31 - 1 ms); later expiries re-arm when it fires. */
const MAX_TIMER_MS = 2_147_483_647

export type ExpiryWatch = {
  /** Watch this expiry (ms), replacing the previous one; undefined stops watching. */
  watch(expiresAt: number | undefined): void
}

/** One timer for the current token's expiry; `onDue` re-checks and signs out when it has passed. */
export function createExpiryWatch({ now, onDue }: { now: () => number; onDue: () => void }): ExpiryWatch {
  let timer: ReturnType<typeof setTimeout> | undefined
  let watched: number | undefined
  return {
    watch(expiresAt) {
      if (expiresAt === watched && (timer !== undefined || expiresAt === undefined)) return
      clearTimeout(timer)
      timer = undefined
      watched = expiresAt
      if (expiresAt === undefined) return
      timer = setTimeout(() => {
        timer = undefined
        watched = undefined
        onDue()
      }, Math.min(Math.max(expiresAt - now(), 0), MAX_TIMER_MS))
    },
  }
}
