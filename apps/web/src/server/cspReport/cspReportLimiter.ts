import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { ConsumeResult } from './cspReportHandler'

export type CspReportLimiterParameters = {
  /** Reports one client may send per minute. */
  perMinute: number
}

export type CspReportLimiter = { consume: (key: string) => Promise<ConsumeResult> }

/**
 * The report endpoint's per-client budget (rate-limiter-flexible), counted in this process: a client
 * reaching N instances may send N times the budget. (A Redis-backed limiter needs ioredis in the site's own
 * dependencies, which gave wagmi a second copy through its optional peers and broke the wallet stack.)
 */
export function createCspReportLimiter({ perMinute }: CspReportLimiterParameters): CspReportLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: 'stardust:csp-report', points: perMinute, duration: 60 })
  return {
    consume: async (key) => {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterMs: rejection.msBeforeNext }
        throw rejection
      }
    },
  }
}
