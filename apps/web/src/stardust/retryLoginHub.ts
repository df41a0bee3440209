/** wallet-auth's retryLogin: signs in again and resolves with the fresh token, or false. */
export type RetryLogin = () => Promise<string | false>

export type RetryLoginHub = {
  /** The wallet stack registers wallet-auth's retryLogin once it runs. Returns an unregister function. */
  register: (retry: RetryLogin) => () => void
  /**
   * Signs in again through wallet-auth: the fresh token, or null when that failed or no wallet
   * stack registered within `waitMs` (a page reached by a stored token alone loads the stack at start).
   */
  retry: (waitMs: number) => Promise<string | null>
}

/**
 * The bridge between a page's API calls (no wallet code) and wallet-auth's retryLogin (in the
 * wallet stack, loaded lazily): a 401 asks here, and the wallet island answers.
 */
export function createRetryLoginHub(): RetryLoginHub {
  let current: RetryLogin | null = null
  // Calls failing together (me and sync) share one sign-in: one signature, not two.
  let running: Promise<string | null> | null = null
  const waiting = new Set<(retry: RetryLogin) => void>()

  function whenRegistered(waitMs: number): Promise<RetryLogin | null> {
    if (current) return Promise.resolve(current)
    return new Promise((resolve) => {
      const done = (retry: RetryLogin | null) => {
        clearTimeout(timer)
        waiting.delete(done)
        resolve(retry)
      }
      const timer = setTimeout(() => done(null), waitMs)
      waiting.add(done)
    })
  }

  return {
    register(retry) {
      current = retry
      for (const resolve of [...waiting]) resolve(retry)
      return () => {
        if (current === retry) current = null
      }
    },
    retry(waitMs) {
      running ??= (async () => {
        const retry = await whenRegistered(waitMs)
        if (!retry) return null
        try {
          return (await retry()) || null
        } catch {
          return null
        }
      })().finally(() => {
        running = null
      })
      return running
    },
  }
}

/** The page's one hub (module state: the island and the page are in the same bundle graph). */
export const retryLoginHub = createRetryLoginHub()
