import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { RateLimitResult } from '../stores/types.js'

/**
 * One request against a limiter: admitted, or refused with the real wait (`msBeforeNext`, until
 * the client's window ends). rate-limiter-flexible rejects with a RateLimiterRes when the points
 * are spent and with an Error when its store fails; the Error is rethrown for the store to report.
 */
export async function consumePoint(limiter: RateLimiterAbstract, key: string): Promise<RateLimitResult> {
  try {
    const result = await limiter.consume(key)
    return { allowed: true, retryAfterMs: 0, remaining: result.remainingPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, rejection.msBeforeNext), remaining: 0 }
    throw rejection
  }
}
